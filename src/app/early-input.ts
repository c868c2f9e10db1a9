/**
 * The page is painted and usable before React takes it over (src/main.tsx hydrates after the first paint).
 * What a visitor does in between is kept and replayed once React is in charge, so nothing is lost:
 * - a click on a button and a form's submission wait, then happen again (links simply navigate);
 * - a shortcut key pressed outside a text field (the quiz's number keys) is pressed again;
 * - what was typed into a field is handed to React as if typed after hydration.
 */
type Pending =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'key'; init: KeyboardEventInit };

/** Where a key types text or moves focus natively; those keys are left to the browser. */
const textEntry =
  'textarea, select, [contenteditable], input:not([type=radio]):not([type=checkbox]):not([type=range])';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string; checked: boolean };

let listening = false;
/** True while a kept action is replayed: what it sets off (a submission, a change) goes straight on. */
let replaying = false;
const pending: Pending[] = [];

/**
 * Neither the browser nor React (whose listeners may already be attached while it hydrates) acts on it
 * now: it happens once, when replayed.
 */
function keep(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function onEarlyEvent(event: Event): void {
  if (replaying) return;
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    keep(event);
    pending.push({ kind: 'submit', form: target });
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
    pending.push({ kind: 'key', init: { key, code, shiftKey, bubbles: true, cancelable: true } });
    return;
  }
  const button = target?.closest('button');
  if (event.type === 'click' && button) {
    // Also stops a submit button from posting the form natively; the replayed click submits it.
    keep(event);
    pending.push({ kind: 'click', element: button });
  }
}

/** Starts keeping early clicks and submissions (call as the entry script runs). */
export function keepEarlyInput(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onEarlyEvent, true);
  document.addEventListener('submit', onEarlyEvent, true);
  document.addEventListener('keydown', onEarlyEvent, true);
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function defaultValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Just before hydration: the fields the visitor changed, put back to what the HTML says, so React hydrates
 * the page it rendered and then hears about every change (`handOver`).
 */
export function takeTypedFields(root: ParentNode): Typed[] {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isCheckable(field)) {
      if (field.checked === field.defaultChecked) continue;
      typed.push({ field, value: field.value, checked: field.checked });
      field.checked = field.defaultChecked;
    } else if (field.value !== defaultValue(field)) {
      typed.push({ field, value: field.value, checked: false });
      field.value = defaultValue(field);
    }
  }
  return typed;
}

/**
 * Text in a field that React has not heard about (its value differs from the one React rendered: React
 * keeps `defaultValue` in step with its state), reported as React's own change event. Run after the
 * root hydrates, and again when a part of the page that hydrates later (a data page's content, behind
 * its own Suspense boundary) is in React's hands, so text typed into it meanwhile is not lost either.
 */
export function adoptTypedText(root: ParentNode, skip: ReadonlySet<Field> = new Set()): void {
  const wasReplaying = replaying;
  replaying = true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (skip.has(field) || isCheckable(field) || field.value === field.defaultValue) continue;
    const value = field.value;
    // Through React's own setter first, so its tracker holds the rendered value; then the real one.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  replaying = wasReplaying;
}

/**
 * After hydration: what was typed, as React's own change events; then the early clicks and submissions.
 * `root` is searched again for text typed while React was hydrating: a field whose value differs from the
 * one React rendered (React keeps `defaultValue` in step with its state) is reported as changed too.
 */
export function handOver(typed: Typed[], root: ParentNode): void {
  replaying = true;
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isCheckable(field)) {
      if (field.checked !== checked) field.click();
      continue;
    }
    // The prototype's setter: React's own value tracker must not see the change, so it reports it.
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  adoptTypedText(root, new Set<Field>(typed.map(({ field }) => field)));
  replaying = false;
  // One task each, the first a task later: React applies each change before the next (and the typed
  // values above first), so every handler sees the page as the visitor left it. Whatever the visitor
  // does meanwhile joins the end of the queue, so nothing happens out of order; then React answers alone.
  const next = () => {
    const action = pending.shift();
    if (!action) {
      document.removeEventListener('click', onEarlyEvent, true);
      document.removeEventListener('submit', onEarlyEvent, true);
      document.removeEventListener('keydown', onEarlyEvent, true);
      listening = false;
      return;
    }
    replaying = true;
    try {
      if (action.kind === 'click' && action.element.isConnected) action.element.click();
      if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      // A key goes where the focus is now, as a real one would (the last key may have moved it on).
      if (action.kind === 'key')
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', action.init));
    } finally {
      replaying = false;
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
