import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './keep-early-input';

function queue() {
  if (!window.earlyInput) throw new Error('keepEarlyInput() did not start a queue.');
  return window.earlyInput;
}

describe('keepEarlyInput', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form><input name="email"><button>Send</button></form>
      <a href="/about">About</a>
      <fieldset><label><input type="radio" name="stage"> Idea</label></fieldset>`;
    keepEarlyInput();
  });

  afterEach(() => {
    queue().stop();
    delete window.earlyInput;
  });

  it('keeps a form sent before React is in charge, instead of letting the browser post it', () => {
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(queue().pending).toEqual([{ kind: 'submit', form }]);
  });

  it('keeps a click on a button, and leaves a link to the browser', () => {
    const button = document.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(queue().pending).toEqual([{ kind: 'click', element: button }]);
  });

  it('keeps a shortcut key pressed on a choice, but not typing in a field or Tab', () => {
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(document.querySelector('input[type=radio]')!, '2')).toBe(true);
    expect(press(document.querySelector('input[name=email]')!, 'a')).toBe(false);
    expect(press(document.querySelector('input[type=radio]')!, 'Tab')).toBe(false);
    expect(queue().pending).toEqual([
      { kind: 'key', init: { key: '2', code: '', shiftKey: false, bubbles: true, cancelable: true } },
    ]);
  });

  it('lets a replayed action through, and keeps nothing once stopped', () => {
    const form = document.querySelector('form')!;
    queue().replaying = true;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    queue().replaying = false;
    queue().stop();
    const late = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(queue().pending).toEqual([]);
  });
});
