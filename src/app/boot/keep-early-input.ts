import type { EarlyInput } from './early-input-queue';

/**
 * The page is painted and usable before React takes it over (its scripts load after the paint). What a
 * visitor does in between is kept here and replayed once React is in charge (src/app/early-input.ts):
 * - a click on a button and a form's submission wait, then happen again (links simply navigate);
 * - a shortcut key pressed outside a text field (the quiz's number keys) is pressed again;
 * - what was typed into a field stays in the field and is handed to React at hydration.
 */

/** Where a key types text or moves focus natively; those keys are left to the browser. */
const textEntry =
  'textarea, select, [contenteditable], input:not([type=radio]):not([type=checkbox]):not([type=range])';

/**
 * Neither the browser nor React (whose listeners may already be attached while it hydrates) acts on it
 * now: it happens once, when replayed.
 */
function keep(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function keepEvent(queue: EarlyInput, event: Event): void {
  if (queue.replaying) return;
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    keep(event);
    queue.pending.push({ kind: 'submit', form: target });
    return;
  }
  if (event instanceof KeyboardEvent) {
    // Enter or a character key outside text fields, buttons and links is a shortcut only React knows
    // (the quiz's number keys); Tab, Space and arrows keep their native work.
    if (event.key !== 'Enter' && (event.key.length !== 1 || event.key === ' ')) return;
    if (!target || target.closest(`${textEntry}, a, button, summary`)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    keep(event);
    const { key, code, shiftKey } = event;
    queue.pending.push({ kind: 'key', init: { key, code, shiftKey, bubbles: true, cancelable: true } });
    return;
  }
  const button = target?.closest('button');
  if (event.type === 'click' && button) {
    // Also stops a submit button from posting the form natively; the replayed click submits it.
    keep(event);
    queue.pending.push({ kind: 'click', element: button });
  }
}

const keptEvents = ['click', 'submit', 'keydown'] as const;

/** Starts keeping early clicks, submissions and shortcut keys, in `window.earlyInput`. */
export function keepEarlyInput(): void {
  if (window.earlyInput) return;
  const queue: EarlyInput = {
    pending: [],
    replaying: false,
    stop: () => {
      for (const type of keptEvents) document.removeEventListener(type, onEvent, true);
    },
  };
  const onEvent = (event: Event) => keepEvent(queue, event);
  for (const type of keptEvents) document.addEventListener(type, onEvent, true);
  window.earlyInput = queue;
}
