/**
 * The form frame: the HTML form that posts a lead, the error summary, the submit button, the confirmation,
 * and `LeadFormShell`, which puts them (with the delivery notices and the honeypot) around a form's fields.
 */
import {
  useEffect,
  useRef,
  type ComponentProps,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { CollectionNotice } from './collection-notice';
import { fieldIds } from './controls';
import { receiptMessages } from './delivery-messages';
import { DeliveryBanner, KeptDraftNote, RetryingNotice } from './delivery-notices';
import { Honeypot } from './honeypot';
import type { FailureKind, FormStatus } from './use-lead-form';
import { botChallengeOn, useBotChallenge } from '@/lib/bot-challenge';
import { leadsAction, loadLeadSchemas, type Delivered, type LeadForm as LeadFormName } from '@/lib/leads';

/**
 * Follows an error summary's link as GOV.UK's summary does: the field's label comes into view (below the
 * bar: the page's scroll padding), then the field takes focus where it stands. The link's own jump would
 * bring the field alone into view, its label above the top of the view. A question's legend is the top of
 * its fieldset, the link's target itself.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.labels?.[0] : undefined;
  (label ?? field).scrollIntoView?.(); // jsdom has none
  field.focus({ preventScroll: true });
}

/** GOV.UK's error summary: shown above the form after a failed check, focused, linking to each field. */
export function ErrorSummary({
  formId,
  errors,
  summaryRef,
}: {
  formId: string;
  errors: Partial<Record<string, string>>;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={`${formId}-summary-title`}
      className="mb-8 rounded-xl border-2 border-rose-600 bg-rose-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-rose-600"
    >
      <h2 id={`${formId}-summary-title`} className="text-lg font-bold text-rose-900">
        There is a problem
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldIds(formId, name).input}`}
              onClick={(event) => focusField(event, fieldIds(formId, name).input)}
              className="font-medium text-rose-800 underline"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a lead form posts natively besides its fields, and where its draft is kept (useLeadForm's `native`). */
export type NativeLead = {
  form: LeadFormName;
  requestIdInput: string;
  draftKey: string;
  fields?: Record<string, string>;
};

/**
 * A form that sends what a visitor typed to the studio. It is an ordinary HTML form that posts to the leads
 * function (docs/product/forms.md, "The front door"), which answers a native post with a redirect to the
 * form's thank-you page: so it works before the scripts arrive and with none at all. With React the same
 * form is sent by fetch and answered in place (`onSubmit`). The hidden fields name the form and carry the
 * submission's request id (stamped by the boot script when the browser posts it, src/app/boot); the draft key
 * tells the boot script where to keep what it posts. Every such form ends with the line that says who keeps
 * what it collects, why and how long (CollectionNotice).
 */
export function LeadForm({
  lead,
  children,
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action'> & { lead: NativeLead }) {
  const { container, start, reset } = useBotChallenge();
  const formRef = useRef<HTMLFormElement>(null);
  // The form's schemas load when the visitor starts it, not with the page (loadLeadSchemas); a visitor who
  // started it before React had the page has the focus in it now.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) void loadLeadSchemas();
  }, []);
  const begin = () => {
    void loadLeadSchemas();
    if (botChallengeOn) start();
  };
  return (
    <form
      ref={formRef}
      method="post"
      action={leadsAction()}
      data-draft-key={lead.draftKey}
      // The bot challenge (when configured) and the schemas load when the visitor starts the form.
      onFocus={begin}
      onInput={begin}
      // A press on the button is a start too (Safari gives a pressed button no focus).
      onPointerDown={() => void loadLeadSchemas()}
      onSubmit={(event) => {
        onSubmit?.(event);
        reset();
      }}
      {...props}
    >
      <input type="hidden" name="form" value={lead.form} />
      <input type="hidden" name="request_id" id={lead.requestIdInput} defaultValue="" />
      {Object.entries(lead.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <CollectionNotice form={lead.form} />
      {botChallengeOn && <div ref={container} className="mt-4 empty:hidden" />}
    </form>
  );
}

/** The submit button, and beneath it the line said while a failed attempt is retried. */
export function SubmitButton({
  busy,
  retrying = false,
  label,
  busyLabel,
}: {
  busy: boolean;
  retrying?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div>
      {/* The busy label is also what CSS shows while a form sent before the scripts ran is posted. */}
      <button
        type="submit"
        disabled={busy}
        data-busy-label={busyLabel}
        className={buttonClasses('primary', 'w-full sm:w-auto')}
      >
        {busy ? busyLabel : label}
      </button>
      <RetryingNotice retrying={busy && retrying} />
    </div>
  );
}

/** The confirmation that replaces a form after success; its heading takes focus. */
export function FormSuccess({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-emerald-900 outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}

/**
 * Under a confirmation whose form emails the visitor a receipt: nothing while the receipt is on its way (the
 * confirmation's own words say what happens next); when a limit skipped it, that this screen is their
 * confirmation, and where the reply will go.
 */
export function ReceiptNote({ delivered }: { delivered: Delivered }) {
  if (delivered.visitorMail !== 'skipped') return null;
  return (
    <p className="mt-3 text-slate-700">
      {receiptMessages.skipped}
      {delivered.email && (
        <>
          {` ${receiptMessages.replyTo} `}
          <strong className="break-all">{delivered.email}</strong>.
        </>
      )}
    </p>
  );
}

/** What <LeadFormShell> needs from `useLeadForm`. */
type ShellForm = {
  formId: string;
  native: NativeLead;
  errors: Partial<Record<string, string>>;
  status: FormStatus;
  failure: FailureKind;
  retrying: boolean;
  restored: boolean;
  discardDraft: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  summaryRef: RefObject<HTMLDivElement | null>;
  bannerRef: RefObject<HTMLParagraphElement | null>;
  honeypot: { value: string; onChange: (value: string) => void };
};

/**
 * The frame every checked lead form shares: the kept draft's note, the error summary, the failure banner, the
 * fields, the honeypot and the submit button; other attributes go to the form (`aria-describedby`, a
 * `className` for its spacing). The form's own checks (docs/product/forms.md) run in `useLeadForm`, so the
 * browser's are off.
 */
export function LeadFormShell({
  form,
  failure,
  submitLabel,
  busyLabel = 'Submitting...',
  className = 'space-y-8',
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'onSubmit' | 'noValidate'> & {
  form: ShellForm;
  failure: string;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <LeadForm lead={form.native} onSubmit={form.handleSubmit} noValidate className={className} {...props}>
      <KeptDraftNote form={form} />
      <ErrorSummary formId={form.formId} errors={form.errors} summaryRef={form.summaryRef} />
      <DeliveryBanner
        status={form.status}
        failure={form.failure}
        refusal={failure}
        bannerRef={form.bannerRef}
      />
      {children}
      <Honeypot formId={form.formId} {...form.honeypot} />
      <SubmitButton
        busy={form.status === 'submitting'}
        retrying={form.retrying}
        label={submitLabel}
        busyLabel={busyLabel}
      />
    </LeadForm>
  );
}
