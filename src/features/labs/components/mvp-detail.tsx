import { CheckList } from '@/components/marketing/blocks';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ExternalButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { monthAndYear } from '@/lib/dates';
import { Seo } from '@/lib/seo';
import type { Mvp } from '../api/mvps';
import { MvpActionLink } from './mvp-action-link';
import { MvpImage } from './mvp-image';
import { StatusBadge } from './status-badge';

/**
 * Three placeholder features (docs/product/content.md#an-mvp-page), the same for every MVP until the table
 * has a column for them.
 */
const keyFeatures = [
  'Built with no-code tools, so it changes as fast as we learn',
  'Tested with real users before anything is scaled',
  'Built in the open: follow its progress in Labs',
] as const;

/** One MVP's page; `preview` marks a private preview (docs/owner.md), never indexed. */
export function MvpDetail({ mvp, preview = false }: { mvp: Mvp; preview?: boolean }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-20">
      <Seo title={`${mvp.title} | Labs`} description={mvp.summary} noIndex={preview} />
      <ArrowLink to={paths.labs.mvps} className="mb-8" back>
        All MVPs
      </ArrowLink>
      <header>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <StatusBadge status={mvp.status} />
          <span>{`${mvp.betaUsers} beta users`}</span>
          <span aria-hidden="true">·</span>
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
        <CheckList items={keyFeatures} />
      </section>
    </article>
  );
}
