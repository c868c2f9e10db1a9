import { useCallback, useRef } from 'react';
import { env } from '@/config/env';

/**
 * Cloudflare Turnstile, when the owner configured it (VITE_TURNSTILE_SITE_KEY; the leads function verifies
 * with TURNSTILE_SECRET_KEY): off by default. Its script is asked for only when a visitor starts a form
 * (the first focus or input in it), never with the page, and it renders its widget inside the form, which
 * then posts the token as `cf-turnstile-response` (natively) or the form's fetch sends it
 * (docs/product/forms.md, "The bot challenge").
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** The field the widget adds to its form, and the one the leads function reads. */
export const CHALLENGE_FIELD = 'cf-turnstile-response';

type Turnstile = {
  render: (
    container: HTMLElement,
    options: { sitekey: string; appearance?: 'always' | 'execute' | 'interaction-only'; size?: 'flexible' },
  ) => string | undefined;
  reset: (widget?: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('No turnstile')));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // The lead never waits for it: without a token the function stores it as not having passed.
    loading = undefined;
    console.warn('The bot challenge is not available:', error);
    throw error;
  });
  return loading;
}

/** The token the widget gave this form, if any (read when the form is sent). */
export function challengeToken(form: HTMLFormElement | null | undefined): string | undefined {
  const value = form ? new FormData(form).get(CHALLENGE_FIELD) : null;
  return typeof value === 'string' && value ? value : undefined;
}

/** Whether the owner configured the bot challenge for this build. */
export const botChallengeOn = Boolean(env.VITE_TURNSTILE_SITE_KEY);

/**
 * The form's challenge: `container` is where the widget goes (inside the form), `start` is called on the
 * form's first focus or input, `reset` after a submission spent the token. Does nothing when unconfigured.
 */
export function useBotChallenge() {
  const siteKey = env.VITE_TURNSTILE_SITE_KEY;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const started = useRef(false);
  const start = useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    void loadTurnstile()
      .then((turnstile) => {
        if (container.current)
          widget.current = turnstile.render(container.current, {
            sitekey: siteKey,
            appearance: 'interaction-only',
            size: 'flexible',
          });
      })
      .catch(() => (started.current = false));
  }, [siteKey]);
  const reset = useCallback(() => {
    if (widget.current !== undefined) window.turnstile?.reset(widget.current);
  }, []);
  return { container, start, reset };
}
