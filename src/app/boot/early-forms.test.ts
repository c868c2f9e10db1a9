import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, pendingLeads } from '@/lib/lead-delivery/kept-leads';
import { answerEarlyForms, settlePostedLead } from './early-forms';

function send(form: HTMLFormElement): boolean {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  return submit.defaultPrevented;
}

/** The entry list a browser builds from a form, with the `formdata` event it fires (jsdom fires none). */
function entryList(form: HTMLFormElement): Record<string, FormDataEntryValue> {
  const formData = new FormData(form);
  form.dispatchEvent(Object.assign(new Event('formdata', { bubbles: true }), { formData }));
  return Object.fromEntries(formData);
}

function press(target: Element, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('what a visitor sends before React has the page', () => {
  beforeAll(() => answerEarlyForms());
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = `
      <form id="newsletter" method="post" action="/functions/v1/leads" data-draft-key="newsletter:blog">
        <input type="hidden" name="form" value="newsletter"><input type="hidden" name="request_id" value="">
        <input type="hidden" name="source" value="blog">
        <input name="email"><button data-busy-label="Subscribing...">Subscribe</button>
      </form>
      <form id="quiz" data-needs-scripts><div data-number-keys>
        <label><input type="radio" name="stage" value="idea"> Idea</label>
        <label><input type="radio" name="stage" value="mvp"> MVP</label>
      </div><button>Next</button></form>
      <form id="filter" role="search"><input name="search"></form>`;
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lets the browser post a lead form, with an id of its own, marked busy; a second press posts nothing', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    const requestId = form.querySelector<HTMLInputElement>('[name=request_id]')!;
    expect(send(form)).toBe(false);
    expect(requestId.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(form.getAttribute('data-sending')).toBe(requestId.value);
    expect(form.getAttribute('aria-busy')).toBe('true');
    const first = requestId.value;
    expect(send(form)).toBe(true);
    expect(requestId.value).toBe(first);
  });

  it("keeps what the browser posts, as the scripts would send it, and as the form's draft, under its request id", () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    send(form);
    const requestId = form.querySelector<HTMLInputElement>('[name=request_id]')!.value;
    const [kept, ...more] = pendingLeads();
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ requestId, path: 'functions/v1/leads' });
    expect(JSON.parse(kept!.body)).toEqual({
      form: 'newsletter',
      request_id: requestId,
      source: 'blog',
      email: 'ada@example.com',
      page: '/',
    });
    expect(loadDraft('newsletter:blog')).toMatchObject({ requestId, values: { email: 'ada@example.com' } });
  });

  it("posts the lead with its source, as the scripts would send it: the page and the visit's campaign", () => {
    window.history.replaceState(null, '', '/blog');
    sessionStorage.setItem('visit:utm', JSON.stringify({ utm_source: 'news', utm_campaign: 'launch' }));
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    send(form);
    expect(entryList(form)).toMatchObject({ page: '/blog', utm_source: 'news', utm_campaign: 'launch' });
    expect(JSON.parse(pendingLeads()[0]!.body)).toMatchObject({
      page: '/blog',
      utm: { utm_source: 'news', utm_campaign: 'launch' },
    });
    window.history.replaceState(null, '', '/');
  });

  it('adds nothing to a form the browser is not posting, nor once React has the page', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    expect(entryList(form)).not.toHaveProperty('page');
    send(form);
    document.documentElement.setAttribute('data-hydrated', '');
    expect(entryList(form)).not.toHaveProperty('page');
  });

  it('settles what it kept on the page the post led to: stored, refused as it is, or not yet sent', () => {
    const post = () => {
      sessionStorage.clear();
      localStorage.clear();
      const form = document.querySelector<HTMLFormElement>('#newsletter')!;
      form.removeAttribute('data-sending');
      form.querySelector<HTMLInputElement>('[name=request_id]')!.value = '';
      send(form);
    };
    for (const page of ['/thank-you/newsletter', '/thank-you/newsletter/no-mail']) {
      post();
      settlePostedLead(page);
      expect(pendingLeads(), page).toEqual([]);
      expect(loadDraft('newsletter:blog'), page).toBeUndefined();
    }

    post();
    settlePostedLead('/not-sent/newsletter');
    expect(pendingLeads()).toEqual([]);
    expect(loadDraft('newsletter:blog')).toBeDefined();

    for (const page of ['/not-sent/newsletter/failed', '/not-sent/newsletter/busy', '/blog']) {
      post();
      settlePostedLead(page);
      expect(pendingLeads(), page).toHaveLength(1);
      // Only the first page after the post settles it.
      settlePostedLead('/thank-you/newsletter');
      expect(pendingLeads(), page).toHaveLength(1);
    }
  });

  it('makes a form usable again when Back brings its page from the back/forward cache, with a new id to come', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    const requestId = form.querySelector<HTMLInputElement>('[name=request_id]')!;
    send(form);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(form.hasAttribute('data-sending')).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(form.hasAttribute('data-sending')).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(requestId.value).toBe('');
    expect(send(form)).toBe(false);
    expect(requestId.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves a form React already sends by fetch (hydrated before the page is) to React', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    const react = (event: Event) => event.preventDefault();
    form.addEventListener('submit', react);
    expect(send(form)).toBe(true);
    expect(form.hasAttribute('data-sending')).toBe(false);
    expect(send(form)).toBe(true);
    expect(pendingLeads()).toEqual([]);
    form.removeEventListener('submit', react);
  });

  it('keeps the quiz from being sent before the scripts, which it needs', () => {
    expect(send(document.querySelector<HTMLFormElement>('#quiz')!)).toBe(true);
  });

  it("keeps Enter in the catalogue's filter (a form with no address) from reloading the page", () => {
    expect(send(document.querySelector<HTMLFormElement>('#filter')!)).toBe(true);
  });

  it("answers the quiz's number keys by checking the option they name, but not from a text field or with a modifier", () => {
    const [idea, mvp] = document.querySelectorAll<HTMLInputElement>('[data-number-keys] input');
    expect(press(document.body, '2')).toBe(true);
    expect(mvp!.checked).toBe(true);
    expect(press(document.querySelector('input[name=email]')!, '1')).toBe(false);
    expect(idea!.checked).toBe(false);
    const withCtrl = new KeyboardEvent('keydown', {
      key: '1',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(withCtrl);
    expect(idea!.checked).toBe(false);
    expect(press(document.body, '7')).toBe(false);
  });

  it('leaves forms and number keys to React once it has the page', () => {
    document.documentElement.setAttribute('data-hydrated', '');
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    expect(send(form)).toBe(false);
    expect(form.querySelector<HTMLInputElement>('[name=request_id]')!.value).toBe('');
    expect(form.hasAttribute('data-sending')).toBe(false);
    expect(send(document.querySelector<HTMLFormElement>('#quiz')!)).toBe(false);
    expect(press(document.body, '1')).toBe(false);
    expect(document.querySelector<HTMLInputElement>('[data-number-keys] input')!.checked).toBe(false);
  });
});
