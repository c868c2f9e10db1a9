/**
 * The scheduling service's popup widget (Calendly's widget.js and widget.css; docs/decisions/0004). It is
 * loaded only by the booking page and only once a visitor shows intent (pointer over or focus on a Book
 * button), so no page pays for it up front and the first paint never waits for it.
 */
export const WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
export const WIDGET_STYLESHEET = 'https://assets.calendly.com/assets/external/widget.css';

/** The parts of the widget's page markup we make accessible. */
const POPUP = {
  overlay: '.calendly-overlay',
  iframe: '.calendly-overlay iframe',
  close: '.calendly-popup-close',
};

type CalendlyApi = {
  initPopupWidget: (options: { url: string }) => void;
  closePopupWidget: () => void;
};

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

/** How long the widget may take before the page says the scheduler cannot be reached. */
export const WIDGET_TIMEOUT_MS = 5000;

let loading: Promise<boolean> | undefined;

/**
 * Starts loading the widget once; resolves false (and logs) if it cannot load, or has not within
 * WIDGET_TIMEOUT_MS (a load that comes later still serves the next click). Never rejects.
 */
export function loadWidget(): Promise<boolean> {
  loading ??= new Promise<boolean>((resolve) => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = WIDGET_STYLESHEET;
    document.head.append(stylesheet);
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Calendly));
    script.onerror = () => {
      // The next intent tries again: the load may have been dropped because the visitor was leaving the
      // page, which a return from the back/forward cache would otherwise keep failed.
      loading = undefined;
      stylesheet.remove();
      script.remove();
      console.warn('The scheduling widget could not be loaded; the booking page offers to request a call.');
      resolve(false);
    };
    document.head.append(script);
  });
  const started = loading;
  return Promise.race([
    started,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(widgetReady()), WIDGET_TIMEOUT_MS)),
  ]);
}

export function widgetReady(): boolean {
  return typeof window !== 'undefined' && typeof window.Calendly?.initPopupWidget === 'function';
}

/**
 * Opens the popup and makes it behave like a dialog: the frame has a title, Escape closes it (while focus is
 * on this page; inside the frame the service handles keys), and focus returns to `opener` when it closes.
 */
export function openPopup(url: string, opener: HTMLElement): void {
  window.Calendly?.initPopupWidget({ url });
  const overlay = document.querySelector<HTMLElement>(POPUP.overlay);
  if (!overlay) return;
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Schedule your call');
  document.querySelector(POPUP.iframe)?.setAttribute('title', 'Schedule your call');
  const close = document.querySelector<HTMLElement>(POPUP.close);
  if (close) {
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', 'Close scheduling');
    close.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') window.Calendly?.closePopupWidget();
    });
    close.focus();
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') window.Calendly?.closePopupWidget();
  };
  document.addEventListener('keydown', onKey);
  const closed = new MutationObserver(() => {
    if (document.querySelector(POPUP.overlay)) return;
    closed.disconnect();
    document.removeEventListener('keydown', onKey);
    opener.focus();
  });
  closed.observe(document.body, { childList: true, subtree: true });
}

/** The references the service's `event_scheduled` message carries (its API's URIs). */
export type ScheduledCall = { eventUri?: string; inviteeUri?: string };

/** Calls `onScheduled` when the service reports a booked call (its `event_scheduled` message). */
export function onEventScheduled(
  schedulingOrigin: string,
  onScheduled: (call: ScheduledCall) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const data = event.data as {
      event?: unknown;
      payload?: { event?: { uri?: unknown }; invitee?: { uri?: unknown } };
    } | null;
    if (event.origin !== schedulingOrigin || data?.event !== 'calendly.event_scheduled') return;
    const uri = (value: unknown) => (typeof value === 'string' ? value : undefined);
    onScheduled({ eventUri: uri(data.payload?.event?.uri), inviteeUri: uri(data.payload?.invitee?.uri) });
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
