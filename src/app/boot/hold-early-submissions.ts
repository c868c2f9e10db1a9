import { isShortcutKey } from '@/lib/shortcut-key';
import { HELD_ATTRIBUTE } from './held-submissions';

/**
 * The page is the prerendered HTML and works as HTML before the scripts run: links navigate, the menus
 * open, fields take text and choices. Two things need the scripts, and are answered here at once:
 * - A form sent is held, never posted by the browser (its fields would land in the address), and marked
 *   busy; the site's scripts send it exactly once when React has the page (src/app/send-held-submissions.ts).
 * - A number key answers the quiz as a tap would: it checks the option it names (`data-number-keys`), and
 *   React reads the answer from the page when it takes it over.
 */
function hold(event: Event, held: HTMLFormElement[]): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  // React (which may be hydrating already) must not act on it now: the held form is sent once, later.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.includes(form)) return;
  held.push(form);
  form.setAttribute(HELD_ATTRIBUTE, '');
  form.setAttribute('aria-busy', 'true');
}

function answerNumberKey(event: KeyboardEvent): void {
  if (!/^[1-9]$/.test(event.key) || !isShortcutKey(event)) return;
  const option =
    document.querySelectorAll<HTMLInputElement>('[data-number-keys] input')[Number(event.key) - 1];
  if (!option) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  option.click();
}

/** Starts holding early submissions and answering number keys, until `window.heldSubmissions.stop()`. */
export function holdEarlySubmissions(): void {
  if (window.heldSubmissions) return;
  const forms: HTMLFormElement[] = [];
  const onSubmit = (event: Event) => hold(event, forms);
  window.heldSubmissions = {
    forms,
    stop: () => {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('keydown', answerNumberKey, true);
    },
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', answerNumberKey, true);
}
