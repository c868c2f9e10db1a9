import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { site } from '@/config/site';
import { Seo } from '@/lib/seo';
import { useHydrated } from '@/lib/use-hydrated';
import { isNativeLeadForm, leadFieldLabels, leadFormPages, leadNouns } from '../lead-pages';

const BACK_KEEPS_IT = "Your browser's Back button returns to the form with everything you typed.";

/** Why it was not sent, for each page the leads function may send a native post to. */
const reasons = {
  invalid: [
    'Some of what you entered needs another look, so nothing was stored.',
    'Every field marked as required needs an answer, an email address looks like name@example.com, and a web address starts with https://.',
  ],
  busy: [
    'We have received several submissions from your connection in a short time, so this one was not stored.',
    'Please wait a few minutes, then send it again.',
  ],
  failed: ['Something went wrong on our side and nothing was stored.', 'Please send it again in a minute.'],
} as const;

/** The fields the leads function named in the address (`?fields=email,fullName`), as their labels say. */
function namedFields(): string[] {
  const named = new URLSearchParams(window.location.search).get('fields')?.split(',') ?? [];
  return named
    .filter((field) => Object.hasOwn(leadFieldLabels, field))
    .map((field) => leadFieldLabels[field]!);
}

/**
 * /not-sent/<form>, /not-sent/<form>/busy and /not-sent/<form>/failed: where the leads function sends a
 * form the browser posted itself when it could not store it (docs/product/forms.md, "The front door"):
 * what went wrong, that the Back button keeps what was typed, and how else to reach the studio. The fields
 * to check are named once the scripts run (the address holds them); the rest needs none.
 */
export function Component() {
  const { form, reason = 'invalid' } = useParams();
  const hydrated = useHydrated();
  if (!isNativeLeadForm(form) || !Object.hasOwn(reasons, reason)) return <NotFoundScreen />;
  const [what, next] = reasons[reason as keyof typeof reasons];
  const fields = hydrated && reason === 'invalid' ? namedFields() : [];
  const title = `${leadNouns[form]} was not sent`;
  return (
    <>
      <Seo title={title} description={what} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-8">
          <h1 className="text-2xl font-bold text-amber-950">{title}</h1>
          <p className="mt-3 text-slate-800">{what}</p>
          {fields.length > 0 && (
            <p className="mt-3 font-semibold text-slate-900">{`Please check: ${fields.join(', ')}.`}</p>
          )}
          <p className="mt-3 text-slate-800">{`${next} ${BACK_KEEPS_IT}`}</p>
          <p className="mt-3 text-slate-800">
            Or write to us at{' '}
            <a href={`mailto:${site.email}`} className="font-semibold underline">
              {site.email}
            </a>
            .
          </p>
          <ButtonLink to={leadFormPages[form]} variant="secondary" className="mt-6">
            Back to the form
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
