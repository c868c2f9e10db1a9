// A stand-in for the scheduling service's widget.js (tests never reach the internet): the same global API
// and popup markup as Calendly's, reduced to what the booking page relies on.
window.Calendly = {
  initPopupWidget({ url }) {
    const overlay = document.createElement('div');
    overlay.className = 'calendly-overlay';
    overlay.innerHTML =
      '<div class="calendly-close-overlay"></div><div class="calendly-popup"><div class="calendly-popup-content">' +
      '<iframe width="100%" height="100%" frameborder="0"></iframe></div></div><div class="calendly-popup-close">×</div>';
    overlay.querySelector('iframe').src = url;
    overlay
      .querySelector('.calendly-popup-close')
      .addEventListener('click', () => window.Calendly.closePopupWidget());
    document.body.append(overlay);
  },
  closePopupWidget() {
    document.querySelector('.calendly-overlay')?.remove();
  },
};
