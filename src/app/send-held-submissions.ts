import { HELD_ATTRIBUTE } from './boot/held-submissions';

/**
 * Once React has the page: stop holding, then send each form the visitor sent before (held by the boot
 * script, app/boot/hold-early-submissions.ts) exactly once, as a submission of React's own. A task later,
 * so every field React read from the page (src/lib/use-edit-before-hydration.ts) is in its state first.
 */
export function sendHeldSubmissions(): void {
  const held = window.heldSubmissions;
  if (!held) return;
  held.stop();
  setTimeout(() => {
    for (const form of held.forms.splice(0)) {
      form.removeAttribute(HELD_ATTRIBUTE);
      form.removeAttribute('aria-busy');
      if (form.isConnected) form.requestSubmit();
    }
  }, 0);
}
