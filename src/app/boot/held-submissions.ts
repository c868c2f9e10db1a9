/**
 * The hand-over between the boot script (which holds what a visitor sends before React has the page) and
 * the site's scripts (which send it, once): `window.heldSubmissions`.
 */
export type HeldSubmissions = {
  /** The forms sent before React had the page, each once, in the order they were sent. */
  readonly forms: HTMLFormElement[];
  /** Stops holding: from here on React answers alone. */
  stop: () => void;
};

/** Set on a held form: CSS shows its submit button's busy label (src/styles.css). */
export const HELD_ATTRIBUTE = 'data-held';

declare global {
  interface Window {
    heldSubmissions?: HeldSubmissions;
  }
}
