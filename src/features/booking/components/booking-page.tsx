import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadDraft } from '@/lib/lead-delivery/kept-leads';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { CheckList } from '@/components/marketing/blocks';
import { textButtonClasses } from '@/components/ui/filter-controls';
import { Section } from '@/components/ui/section';
import { summaryClasses } from '@/components/ui/summary';
import { Seo } from '@/lib/seo';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { useHydrated } from '@/lib/use-hydrated';
import { bookingVariant, bookingVariants, focusAreas, type BookingVariant } from '../lib/variants';
import { recordBooking } from '../api/call-request';
import { callRequestMessages } from '../messages';
import { onEventScheduled } from '../lib/widget';
import { BookButton } from './book-button';
import { CallRequestForm } from './call-request-form';
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

/**
 * Why the page offers to request a call: the scheduler cannot be reached, the visitor opened it in a new
 * tab (which may fail where we cannot see), or a request is kept from a visit before. Null: only a visitor
 * without scripts sees the offer.
 */
type SchedulerTrouble = 'unreachable' | 'asked' | 'kept' | null;

const troubleWords: Record<Exclude<SchedulerTrouble, null> | 'no-script', string> = {
  unreachable: callRequestMessages.unreachable,
  asked: callRequestMessages.asked,
  kept: callRequestMessages.asked,
  'no-script': callRequestMessages.noScript,
};

/** "Request a call", in place of the calendar; hidden but for a visitor without scripts until `trouble`. */
function CallRequest({ trouble, focus }: { trouble: SchedulerTrouble; focus: string }) {
  return (
    <section
      aria-labelledby="call-request-heading"
      className={`mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6 ${trouble ? '' : 'hidden noscript:block'}`}
    >
      <h2 id="call-request-heading" className="text-2xl font-bold text-slate-900">
        {callRequestMessages.heading}
      </h2>
      <p role={trouble === 'unreachable' ? 'alert' : undefined} className="mt-2 mb-6 text-slate-700">
        {troubleWords[trouble ?? 'no-script']}
      </p>
      <CallRequestForm focus={focus} />
    </section>
  );
}

function VariantPitch({
  variant,
  source,
  onUnreachable,
  onTrouble,
  callRequest,
}: {
  variant: BookingVariant;
  source: string;
  onUnreachable: () => void;
  onTrouble: () => void;
  callRequest: ReactNode;
}) {
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
          <BookButton schedulingUrl={variant.schedulingUrl} source={source} onUnreachable={onUnreachable}>
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
            onClick={onTrouble}
            className="underline underline-offset-2 hover:text-slate-900"
          >
            Open the calendar in a new tab
          </a>
        </p>
        {callRequest}
        <CallHosts className="mt-10 border-t border-slate-200 pt-8" />
      </div>
      <CallOutline followUp={variant.followUp} />
    </div>
  );
}

function FocusAreas({ onUnreachable }: { onUnreachable: () => void }) {
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
              onUnreachable={onUnreachable}
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
  const [trouble, setTrouble] = useState<SchedulerTrouble>(null);
  const unreachable = useCallback(() => setTrouble('unreachable'), []);
  const asked = useCallback(() => setTrouble((known) => known ?? 'asked'), []);

  // A request for a call kept from a visit before is shown again, as the visitor left it: browser storage,
  // which the prerendered page cannot know, read once after hydration.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (loadDraft('call-request')) setTrouble((known) => known ?? 'kept');
  }, []);

  // index.html names the address's source on <html> so pitchRules show that pitch first; React takes over.
  useBrowserLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-booking-source');
  }, [hydrated]);

  useEffect(
    () => onEventScheduled(new URL(variant.schedulingUrl).origin, (call) => recordBooking(call, source)),
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
                    <VariantPitch
                      variant={pitch}
                      source={hydrated ? source : pitch.id}
                      onUnreachable={unreachable}
                      onTrouble={asked}
                      callRequest={
                        // Prerendered once (for a visitor without scripts); with them, once it is needed.
                        pitch.id === variant.id &&
                        (trouble || !hydrated) && <CallRequest trouble={trouble} focus={source} />
                      }
                    />
                    {pitch.id === 'default' && <FocusAreas onUnreachable={unreachable} />}
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
