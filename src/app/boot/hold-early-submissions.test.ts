import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendHeldSubmissions } from '../send-held-submissions';
import { holdEarlySubmissions } from './hold-early-submissions';

function send(form: HTMLFormElement): boolean {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  return submit.defaultPrevented;
}

function press(target: Element, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('holding what a visitor sends before React has the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <form id="newsletter"><input name="email"><button data-busy-label="Subscribing...">Subscribe</button></form>
      <form id="quiz"><div data-number-keys>
        <label><input type="radio" name="stage" value="idea"> Idea</label>
        <label><input type="radio" name="stage" value="mvp"> MVP</label>
      </div></form>`;
    holdEarlySubmissions();
  });
  afterEach(() => {
    window.heldSubmissions?.stop();
    delete window.heldSubmissions;
    vi.useRealTimers();
  });

  it('holds a form instead of letting the browser post it, marks it busy, and holds it once however often it is sent', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    expect(send(form)).toBe(true);
    expect(send(form)).toBe(true);
    expect(form.hasAttribute('data-held')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(window.heldSubmissions?.forms).toEqual([form]);
  });

  it('sends each held form exactly once when React has the page, and holds nothing after', () => {
    const form = document.querySelector<HTMLFormElement>('#newsletter')!;
    send(form);
    send(form);
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    sendHeldSubmissions();
    expect(sent).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute('data-held')).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    // React answers alone now: a later submission is not held.
    expect(send(form)).toBe(true); // (prevented by the listener above, as React's handler would)
    expect(sent).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(2);
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

  it('leaves number keys to React once it has the page', () => {
    sendHeldSubmissions();
    expect(press(document.body, '1')).toBe(false);
    expect(document.querySelector<HTMLInputElement>('[data-number-keys] input')!.checked).toBe(false);
  });
});
