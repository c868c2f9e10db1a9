import { useBrowserLayoutEffect } from './use-browser-layout-effect';

/**
 * A visitor can type, tick or choose before the scripts run: the page is the prerendered HTML. React
 * hydrates a control around what it finds there (the DOM keeps the visitor's value) but never tells the
 * component, whose state still holds the prerendered value. This reports such an edit once, as the
 * control's own change, in the commit that hydrates it, before the browser paints: what the visitor
 * typed is what is shown, checked and sent. `read` gives the control's value where it differs from the
 * rendered one (else undefined).
 */
export function useEditBeforeHydration<Control extends Element, Value>(
  id: string,
  read: (control: Control) => Value | undefined,
  report: (value: Value) => void,
): void {
  useBrowserLayoutEffect(() => {
    const control = document.getElementById(id) as Control | null;
    const value = control ? read(control) : undefined;
    if (value !== undefined) report(value);
    // Only when the control first mounts: from then on every edit is React's own change event.
  }, []);
}
