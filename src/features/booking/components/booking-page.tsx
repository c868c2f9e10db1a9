import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { CheckList } from '@/components/marketing/blocks';
import { textButtonClasses } from '@/components/ui/filter-controls';
import { Section } from '@/components/ui/section';
import { summaryClasses } from '@/components/ui/summary';
import { trackEvent } from '@/lib/analytics';
import { Seo } from '@/lib/seo';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { useHydrated } from '@/lib/use-hydrated';
import { bookingVariant, bookingVariants, focusAreas, type BookingVariant } from '../lib/variants';
import { onEventScheduled } from '../lib/widget';
import { BookButton } from './book-button';
import { CallHosts, CallOutline } from './call-outline';
import { QuickQuestionForm } from './quick-question-form';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

/**
 * /book-call is prerendered with every pitch. index.html names the address's `source` on <html> before the
 * first paint, and these rules show the pitch of that source, or the general one when no service's pitch
 * has it. Once hydrated, React renders the chosen pitch alone and drops them.
 */
const pitchRules = [
  '[data-booking-pitch]:not([data-booking-pitch="default"]){display:none}',
  ...bookingVariants
    .filter(({ id }) => id !== 'default')
    .map(
      ({ id }) =>
        `html[data-booking-source="${id}"] [data-booking-pitch="default"]{display:none}` +
        `html[data-booking-source="${id}"] [data-booking-pitch="${id}"]{display:block}`,
    ),
].join('\n');

function VariantPitch({ variant, source }: { variant: BookingVariant; source: string }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div>
        <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
          Free · {promises.callMinutes} minutes
        </p>
        <h1 className="mt-4 min-h-[2lh] text-4xl font-extrabold tracking-tight text-slate-900 sm:min-h-0 sm:text-5xl">
          {variant.title}
        </h1>
        <p className="mt-6 min-h-[3lh] text-lg text-slate-600 sm:min-h-[2lh] sm:text-xl">
          {variant.description}
        </p>
        <CheckList items={variant.benefits} />
        <div className="mt-10 flex flex-wrap items-center gap-6">
          <BookButton schedulingUrl={variant.schedulingUrl} source={source}>
            Book Your Free Call
          </BookButton>
        </div>
        {/* Quiet: a way out if the booking window will not open, not a second call to action. */}
        <p className="mt-4 text-sm text-slate-600">
          Trouble booking?{' '}
          <a
            href={variant.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:text-slate-900"
          >
            Open the calendar in a new tab
          </a>
        </p>
        <CallHosts className="mt-10 border-t border-slate-200 pt-8" />
      </div>
      <CallOutline followUp={variant.followUp} />
    </div>
  );
}

function FocusAreas() {
  return (
    <section aria-labelledby="focus-heading" className="mt-16">
      <h2 id="focus-heading" className="text-2xl font-bold text-slate-900">
        Choose Your Focus Area
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {focusAreas.map(({ variant, label, bookLabel, text }) => (
          // Even cards: the button sits at the foot of each, full width, whatever the text above it.
          <li
            key={variant.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{label}</h3>
            <p className="mt-2 mb-6 text-slate-600">{text}</p>
            <BookButton
              schedulingUrl={variant.schedulingUrl}
              source={variant.id}
              variant="secondary"
              className="mt-auto w-full"
            >
              {bookLabel}
            </BookButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /book-call (docs/product/routes.md): the variant for `source`, the scheduler, and the quick question;
 * `proof` (the page's logos and testimonials) follows the pitch.
 */
export function BookingPage({ proof }: { proof?: ReactNode }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const source = (hydrated && params.get('source')?.trim().toLowerCase()) || 'default';
  const variant = bookingVariant(source);
  const [questionSent, setQuestionSent] = useState(false);
  // A new form each time the visitor comes back from a sent question.
  const [questionForm, setQuestionForm] = useState(0);
  const question = useRef<HTMLDetailsElement>(null);

  // index.html names the address's source on <html> so pitchRules show that pitch first; React takes over.
  useBrowserLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-booking-source');
  }, [hydrated]);

  useEffect(
    () =>
      onEventScheduled(new URL(variant.schedulingUrl).origin, () => trackEvent('call_scheduled', { source })),
    [variant.schedulingUrl, source],
  );

  /** A question kept from the visitor's last visit is shown open, as they left it. */
  const showKeptQuestion = useCallback(() => {
    if (question.current) question.current.open = true;
  }, []);

  /** The sent question's own way back: the calendar again, focus on the toggle that reopens the question. */
  const backToCalendar = () => {
    flushSync(() => {
      setQuestionSent(false);
      setQuestionForm((form) => form + 1);
    });
    if (!question.current) return;
    question.current.open = false;
    question.current.querySelector('summary')?.focus();
  };

  return (
    <>
      <Seo title={variant.title} description={variant.description} />
      <Section>
        {/* The quick question is a details element: the browser opens it at the tap, before any script
            (and with scripts off); while it is open, CSS hides the pitch it takes the place of. */}
        <div className="group/booking">
          <div className="group-has-[>details[open]]/booking:hidden">
            {!hydrated && <style>{pitchRules}</style>}
            {
              // Prerendered with every pitch, so the one the address asks for is the first paint (pitchRules
              // pick it); once hydrated, only that one, the same element, stays.
              bookingVariants
                .filter((pitch) => !hydrated || pitch.id === variant.id)
                .map((pitch) => (
                  <div key={pitch.id} data-booking-pitch={hydrated ? undefined : pitch.id}>
                    <VariantPitch variant={pitch} source={hydrated ? source : pitch.id} />
                    {pitch.id === 'default' && <FocusAreas />}
                  </div>
                ))
            }
            {proof}
          </div>
          <details ref={question} className="group/ask flex flex-col">
            {/* Drawn below the question (flex order); once the question is sent, its confirmation holds
                the one way back to the calendar. */}
            <summary
              hidden={questionSent}
              className={`${textButtonClasses} ${summaryClasses} order-last mt-12 self-start`}
            >
              <span className="group-open/ask:hidden">Not Ready? Send Us a Quick Question Instead</span>
              <span className="hidden group-open/ask:inline">Back to the Calendar</span>
            </summary>
            <div className="max-w-2xl">
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
                Send Us a Quick Question
              </h1>
              <p className="mt-4 text-lg text-slate-600">
                Not ready for a call? Ask anything; we reply by email.
              </p>
              <div className="mt-8">
                <QuickQuestionForm
                  key={questionForm}
                  onBackToCalendar={backToCalendar}
                  onSent={setQuestionSent}
                  onRestored={showKeptQuestion}
                />
              </div>
            </div>
          </details>
        </div>
      </Section>
    </>
  );
}
