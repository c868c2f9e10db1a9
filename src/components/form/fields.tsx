import type {
  ComponentProps,
  FormEvent,
  InputHTMLAttributes,
  MouseEvent,
  ReactNode,
  Ref,
  RefObject,
} from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { DeliveryBanner, KeptDraftNote, RetryingNotice } from './delivery-notices';
import type { FailureKind, FormStatus } from './use-lead-form';
import { botChallengeOn, useBotChallenge } from '@/lib/bot-challenge';
import { leadLimits, leadsAction, type LeadForm as LeadFormName } from '@/lib/leads';
import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';

/** Ids that tie a field to its label and error message. */
export function fieldIds(formId: string, name: string) {
  return { input: `${formId}-${name}`, error: `${formId}-${name}-error` };
}

const inputClasses =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700';

type TextFieldProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-rose-700">
      <span className="sr-only">Error:</span> {error}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export type Option = { value: string; label: string };

/** Options for a stored option set; `labels` gives the words a visitor reads where the stored value is a code. */
export function toOptions(values: readonly string[], labels: Partial<Record<string, string>> = {}): Option[] {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

type ChoiceProps = {
  formId: string;
  name: string;
  legend: string;
  options: readonly Option[];
  error?: string;
  hint?: string;
};

/** A question answered by choosing among options: a fieldset whose legend names the question. */
function ChoiceFieldset({
  formId,
  name,
  legend,
  options,
  error,
  hint,
  type,
  isChecked,
  onPick,
  onEarlyEdit,
}: ChoiceProps & {
  type: 'radio' | 'checkbox';
  isChecked: (value: string) => boolean;
  onPick: (value: string) => void;
  /** The options checked before React had the page, where they differ from the rendered ones. */
  onEarlyEdit: (checked: string[]) => void;
}) {
  const ids = fieldIds(formId, name);
  const hintId = hint ? `${ids.input}-hint` : undefined;
  useEditBeforeHydration<HTMLFieldSetElement, string[]>(
    ids.input,
    (fieldset) => {
      const inputs = [...fieldset.querySelectorAll('input')];
      if (inputs.every((input) => input.checked === isChecked(input.value))) return undefined;
      return inputs.filter((input) => input.checked).map((input) => input.value);
    },
    onEarlyEdit,
  );
  return (
    <fieldset
      id={ids.input}
      tabIndex={-1}
      aria-describedby={describedBy(hintId, error && ids.error)}
      aria-invalid={error ? true : undefined}
      className="outline-none"
    >
      <legend className="font-semibold text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => onPick(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={ids.error} error={error} />
    </fieldset>
  );
}

/** Radio buttons: one answer. */
export function RadioGroup({
  value,
  onChange,
  ...props
}: ChoiceProps & { value: string; onChange: (value: string) => void }) {
  return (
    <ChoiceFieldset
      {...props}
      type="radio"
      isChecked={(option) => option === value}
      onPick={onChange}
      onEarlyEdit={([checked]) => onChange(checked ?? '')}
    />
  );
}

/** Checkboxes: any number of answers; each toggles its value in or out of the list. */
export function CheckboxGroup({
  value,
  onChange,
  ...props
}: ChoiceProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <ChoiceFieldset
      {...props}
      type="checkbox"
      isChecked={(option) => value.includes(option)}
      onPick={toggle}
      onEarlyEdit={onChange}
    />
  );
}

/** A single yes/no checkbox, such as agreeing to terms. */
export function Checkbox({
  formId,
  name,
  label,
  value,
  onChange,
  error,
}: {
  formId: string;
  name: string;
  label: string;
  value: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const ids = fieldIds(formId, name);
  useEditBeforeHydration<HTMLInputElement, boolean>(
    ids.input,
    (input) => (input.checked === value ? undefined : input.checked),
    onChange,
  );
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-slate-800">
        <input
          id={ids.input}
          type="checkbox"
          name={name}
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className="mt-1 size-4 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/**
 * Label, hint and error around one text control, and the attributes that tie them to it: what TextField and
 * TextArea share.
 */
function TextControl({
  formId,
  name,
  label,
  error,
  hint,
  value,
  onChange,
  render,
}: {
  formId: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  render: (control: {
    id: string;
    name: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
}) {
  const ids = fieldIds(formId, name);
  const hintId = hint ? `${ids.input}-hint` : undefined;
  useEditBeforeHydration<HTMLInputElement | HTMLTextAreaElement, string>(
    ids.input,
    (control) => (control.value === value ? undefined : control.value),
    onChange,
  );
  return (
    <div>
      <label htmlFor={ids.input} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {render({
        id: ids.input,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, error && ids.error),
        className: `${inputClasses} ${error ? 'border-rose-600' : 'border-slate-300'}`,
      })}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

type TextAreaProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
  /** For the one form left to the browser's own checks (the quick question). */
  required?: boolean;
};

export function TextArea({ value, onChange, maxLength, rows = 4, required, ...field }: TextAreaProps) {
  return (
    <TextControl
      {...field}
      value={value}
      onChange={onChange}
      render={(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

export function TextField({ formId, name, label, value, onChange, error, hint, ...input }: TextFieldProps) {
  return (
    <TextControl
      formId={formId}
      name={name}
      label={label}
      error={error}
      hint={hint}
      value={value}
      onChange={onChange}
      render={(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    />
  );
}

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

/** What a lead form posts natively besides its fields (useLeadForm's `native`). */
export type NativeLead = { form: LeadFormName; requestIdInput: string; fields?: Record<string, string> };

/**
 * A form that sends what a visitor typed to the studio. It is an ordinary HTML form that posts to the leads
 * function (docs/product/forms.md, "The front door"), which answers a native post with a redirect to the
 * form's thank-you page: so it works before the scripts arrive and with none at all. With React the same
 * form is sent by fetch and answered in place (`onSubmit`). The hidden fields name the form and carry the
 * submission's request id (stamped by the boot script when the browser posts it, src/app/boot).
 */
export function LeadForm({
  lead,
  children,
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action'> & { lead: NativeLead }) {
  const { container, start, reset } = useBotChallenge();
  return (
    <form
      method="post"
      action={leadsAction()}
      // The bot challenge (when configured) loads when the visitor starts the form, not with the page.
      onFocus={botChallengeOn ? start : undefined}
      onInput={botChallengeOn ? start : undefined}
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

/** Off screen and out of the accessibility tree; bots fill every field they find. */
export function Honeypot({
  formId,
  value,
  onChange,
}: {
  formId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  useEditBeforeHydration<HTMLInputElement, string>(
    `${formId}-website-url`,
    (input) => (input.value === value ? undefined : input.value),
    onChange,
  );
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-website-url`}>Leave this empty</label>
      <input
        id={`${formId}-website-url`}
        type="text"
        name="website_url"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
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
 * The frame every checked lead form shares: the error summary, the failure banner, the fields, the honeypot
 * and the submit button. The form's own checks (docs/product/forms.md) run in `useLeadForm`, so the browser's
 * are off.
 */
export function LeadFormShell({
  form,
  failure,
  submitLabel,
  busyLabel = 'Submitting...',
  children,
}: {
  form: ShellForm;
  failure: string;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <LeadForm lead={form.native} onSubmit={form.handleSubmit} noValidate className="space-y-8">
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

type FieldOf<Name extends string> = (name: Name) => {
  formId: string;
  name: Name;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Full name and email side by side: the start of most lead forms. */
export function NameAndEmailFields({ field }: { field: FieldOf<'fullName' | 'email'> }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" maxLength={leadLimits.name} {...field('fullName')} />
      <EmailField {...field('email')} />
    </div>
  );
}

/**
 * An email input checked by the form's own rule (not the browser's, which refuses josé@example.com and
 * accepts founder@localhost): type "email" for the keyboard, maxlength the column's.
 */
export function EmailField({
  label = 'Email',
  ...field
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return (
    <TextField label={label} type="email" autoComplete="email" maxLength={leadLimits.email} {...field} />
  );
}
