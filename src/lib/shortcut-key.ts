/** Where a key types text (or picks from a list) natively; a shortcut must leave it to the field. */
const TEXT_ENTRY =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type=radio], [type=checkbox], [type=range], [type=button], [type=submit], [type=reset])';

/**
 * A key pressed outside any text field, without Ctrl, Alt or Meta, and not held down (a held key repeats):
 * one a page may take as a shortcut (the quiz's number keys).
 */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return false;
  return !(event.target instanceof Element && event.target.closest(TEXT_ENTRY));
}
