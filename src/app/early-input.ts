import type { EarlyInput } from './boot/early-input-queue';

/**
 * What a visitor did before React took the page over (kept by the boot script, app/boot/keep-early-input.ts)
 * is handed to React once it is in charge: what was typed, as React's own change events, then the kept
 * clicks, submissions and keys, in order.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string; checked: boolean };

const nothingKept: EarlyInput = { pending: [], replaying: false, stop: () => undefined };

/** The boot script's queue (an empty one where it did not run: a test's page). */
function earlyInput(): EarlyInput {
  return window.earlyInput ?? nothingKept;
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
function adoptTypedText(root: ParentNode, skip: ReadonlySet<Field> = new Set()): void {
  const queue = earlyInput();
  const wasReplaying = queue.replaying;
  queue.replaying = true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (skip.has(field) || isCheckable(field) || field.value === field.defaultValue) continue;
    const value = field.value;
    // Through React's own setter first, so its tracker holds the rendered value; then the real one.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  queue.replaying = wasReplaying;
}

/**
 * After hydration: what was typed, as React's own change events; then the early clicks and submissions.
 * `root` is searched again for text typed while React was hydrating: a field whose value differs from the
 * one React rendered (React keeps `defaultValue` in step with its state) is reported as changed too.
 */
export function handOver(typed: Typed[], root: ParentNode): void {
  const queue = earlyInput();
  queue.replaying = true;
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
  queue.replaying = false;
  // One task each, the first a task later: React applies each change before the next (and the typed
  // values above first), so every handler sees the page as the visitor left it. Whatever the visitor
  // does meanwhile joins the end of the queue, so nothing happens out of order; then React answers alone.
  const next = () => {
    const action = queue.pending.shift();
    if (!action) {
      queue.stop();
      return;
    }
    queue.replaying = true;
    try {
      if (action.kind === 'click' && action.element.isConnected) action.element.click();
      if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      // A key goes where the focus is now, as a real one would (the last key may have moved it on).
      if (action.kind === 'key')
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', action.init));
    } finally {
      queue.replaying = false;
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
