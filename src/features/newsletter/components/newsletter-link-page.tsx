import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Seo } from '@/lib/seo';
import { newsletterLinkWords, newsletterToken } from '../../../../supabase/functions/_shared/site-links.ts';
import { followNewsletterLink, type LinkAction, type LinkResult } from '../api/links';
import { newsletterLinkDone, newsletterLinkFailure, newsletterLinkResults } from '../messages';

/** The words of the two pages (docs/product/forms.md#newsletter). */
export const newsletterLinkCopy = {
  confirm: {
    ...newsletterLinkWords.confirm,
    intro: `Press the button to receive the ${site.name} newsletter at the address this link was sent to.`,
  },
  unsubscribe: {
    ...newsletterLinkWords.unsubscribe,
    intro: `Press the button and the ${site.name} newsletter will no longer be sent to the address this link was sent to.`,
  },
} as const;

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the pages a newsletter mail links to. Nothing happens
 * until the visitor presses the button (mail scanners open links, and must neither confirm nor
 * unsubscribe anyone). The token comes in the address's fragment (`#token=`; the query of mails sent
 * before), is kept in memory and cleared from the address at once, and is sent in a POST body.
 */
export function NewsletterLinkPage({ action }: { action: LinkAction }) {
  const copy = newsletterLinkCopy[action];
  const [state, setState] = useState<'idle' | 'working' | 'failed' | LinkResult>('idle');
  const outcome = useRef<HTMLParagraphElement>(null);
  const secret = useRef<string | null>(null);

  useEffect(() => {
    secret.current ??= newsletterToken(window.location);
    // Nothing later carries the secret: not a page view, a bookmark or an address copied from the bar.
    if (window.location.hash || window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  async function follow() {
    setState('working');
    const token = secret.current;
    let next: typeof state;
    try {
      next = token ? await followNewsletterLink(action, token) : 'invalid';
    } catch {
      next = 'failed';
    }
    setState(next);
    // The outcome replaces the button: move focus to it so it is announced and keyboard users stay put.
    requestAnimationFrame(() => outcome.current?.focus());
  }

  const done = state !== 'idle' && state !== 'working' && state !== 'failed';
  return (
    <>
      <Seo title={copy.title} description={copy.intro} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-24 sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          {state === 'confirmed' || state === 'unsubscribed' ? newsletterLinkDone[action] : copy.title}
        </h1>
        {!done && <p className="mt-5 text-lg text-slate-700">{copy.intro}</p>}
        {!done && (
          <button
            type="button"
            onClick={() => void follow()}
            disabled={state === 'working'}
            className={buttonClasses('primary', 'mt-8 disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {state === 'working' ? copy.working : copy.button}
          </button>
        )}
        <p
          ref={outcome}
          tabIndex={-1}
          role={state === 'failed' ? 'alert' : 'status'}
          className={`mt-6 text-lg font-semibold outline-none ${state === 'failed' ? 'text-rose-700' : 'text-emerald-800'}`}
        >
          {state === 'failed' ? newsletterLinkFailure : done ? newsletterLinkResults[state] : ''}
        </p>
        {state === 'confirmed' && (
          <p className="mt-6 text-lg text-slate-700">
            While the next issue is on its way:{' '}
            <Link to={paths.blog.list} className="font-semibold text-brand-700 underline underline-offset-4">
              read the latest articles
            </Link>{' '}
            or{' '}
            <Link
              to={paths.growthDiagnostic}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              take the free growth diagnostic
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
