import { CheckList } from '@/components/marketing/blocks';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { monthAndYear } from '@/lib/dates';
import { Seo } from '@/lib/seo';
import type { Mvp } from '../api/mvps';
import { mvpAction, userCount } from '../lib/catalogue';
import { MvpActionLink } from './mvp-action-link';
import { MvpImage } from './mvp-image';
import { StatusBadge } from './status-badge';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

/** The features an MVP without its own list shows (docs/product/content.md#an-mvp-page). */
const generalFeatures = [
  'Built with no-code tools, so it changes as fast as we learn',
  'Tested with real users before anything is scaled',
  'Built in the open: follow its progress in Labs',
] as const;

/** One MVP's page; `preview` marks a private preview (docs/owner.md), never indexed. */
export function MvpDetail({ mvp, preview = false }: { mvp: Mvp; preview?: boolean }) {
  const count = userCount(mvp);
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-20">
      <Seo title={`${mvp.title} | Labs`} description={mvp.summary} noIndex={preview} />
      <ArrowLink to={paths.labs.mvps} className="mb-8" back>
        All MVPs
      </ArrowLink>
      <header>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <StatusBadge status={mvp.status} />
          {count && (
            <>
              <span>{count}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <span>
            Started <time dateTime={mvp.createdAt}>{monthAndYear(mvp.createdAt)}</time>
          </span>
        </div>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {mvp.title}
        </h1>
        <p className="mt-4 text-xl text-slate-600">{mvp.summary}</p>
      </header>
      <MvpImage src={mvp.featuredImage} eager layout="article" className="mt-10 rounded-2xl" />
      <div className="mt-10 flex flex-wrap gap-4">
        {(mvp.status === 'beta' || mvp.liveUrl) && <MvpActionLink mvp={mvp} />}
        {mvp.githubUrl && (
          <ExternalButtonLink href={mvp.githubUrl} variant="secondary">
            View on GitHub
          </ExternalButtonLink>
        )}
      </div>
      <div
        className="rich-text mt-12"
        // Sanitized by the loader (src/lib/sanitize-html.ts): no scripts, handlers or javascript: links.
        dangerouslySetInnerHTML={{ __html: mvp.description }}
      />
      <section aria-labelledby="features-heading" className="mt-12 rounded-2xl bg-slate-50 p-8">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
          Key Features
        </h2>
        <CheckList items={mvp.features.length > 0 ? mvp.features : generalFeatures} />
      </section>
      <NextStep mvp={mvp} />
    </article>
  );
}

/**
 * Where the page leads: try it (live), ask to join (beta), or, for an MVP nobody can use now, send an idea
 * of one's own; a founder who can use it is offered that too, second.
 */
function NextStep({ mvp }: { mvp: Mvp }) {
  const action = mvpAction(mvp);
  const usable = action.kind !== 'details';
  const heading =
    action.kind === 'beta'
      ? `Want to try ${mvp.title}?`
      : action.kind === 'live'
        ? `${mvp.title} is live: try it`
        : 'Have an idea of your own?';
  const text =
    action.kind === 'beta'
      ? `Ask to join the beta: we let new beta users in ${promises.reviewCadence}.`
      : action.kind === 'live'
        ? 'Use it today, and tell us what breaks.'
        : 'Send us the problem and your solution. If we pick it, we build and test the MVP with you free of charge.';
  return (
    <section aria-labelledby="next-step-heading" className="mt-12 rounded-2xl border border-slate-200 p-8">
      <h2 id="next-step-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap items-center gap-6">
        {usable ? (
          <>
            <MvpActionLink mvp={mvp} />
            <ArrowLink to={paths.labs.submitIdea}>Or submit your own idea</ArrowLink>
          </>
        ) : (
          <>
            <ButtonLink to={paths.labs.submitIdea}>Submit Your Idea</ButtonLink>
            <ArrowLink to={paths.labs.earlyAccess}>Follow the experiments</ArrowLink>
          </>
        )}
      </div>
    </section>
  );
}
