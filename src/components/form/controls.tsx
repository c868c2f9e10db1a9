/**
 * The controls a form author places: text fields, text areas, choices and the name-and-email pair. Each
 * ties its label, hint and error to the control (ids from `fieldIds`) and takes its value, change handler
 * and error from `useLeadForm`'s `field(name)`.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { leadLimits } from '@/lib/leads';
import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';

/** Ids that tie a field to its label and error message. */
export function fieldIds(formId: string, name: string) {
  return { input: `${formId}-${name}`, error: `${formId}-${name}-error` };
}

const inputClasses =
  'rounded-lg border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A control's words on a light section (the default) or on a dark one (the newsletter's blog sections). */
export type Tone = 'light' | 'dark';
const toneClasses = {
  light: { label: 'text-slate-800', hint: 'text-slate-600', error: 'text-rose-700' },
  dark: { label: 'text-white', hint: 'text-brand-100', error: 'text-rose-100' },
} as const;

/** What every text control takes: `useLeadForm`'s `field(name)`, its words and the section's tone. */
type TextControlProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  tone?: Tone;
};

type TextFieldProps = TextControlProps & {
  /** A control beside the input, such as a one-field form's submit button. */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

/**
 * A field's error, below it. Focusable by script: a form without an error summary (one field) focuses it
 * after a failed check (useLeadForm).
 */
function FieldError({ id, error, tone = 'light' }: { id: string; error?: string; tone?: Tone }) {
  if (!error) return null;
  return (
    <p id={id} tabIndex={-1} className={`mt-2 text-sm font-medium outline-none ${toneClasses[tone].error}`}>
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
  tone = 'light',
  action,
  value,
  onChange,
  render,
}: TextControlProps & {
  action?: ReactNode;
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
  const control = render({
    id: ids.input,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, error && ids.error),
    className: `${inputClasses} ${action ? 'min-w-0 flex-1' : 'mt-2 block w-full'} ${error ? 'border-rose-600' : 'border-slate-300'}`,
  });
  return (
    <div>
      <label htmlFor={ids.input} className={`block font-semibold ${toneClasses[tone].label}`}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={`mt-1 text-sm ${toneClasses[tone].hint}`}>
          {hint}
        </p>
      )}
      {action ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      <FieldError id={ids.error} error={error} tone={tone} />
    </div>
  );
}

type TextAreaProps = TextControlProps & { maxLength?: number; rows?: number };

export function TextArea({ value, onChange, maxLength, rows = 4, ...field }: TextAreaProps) {
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

export function TextField({
  formId,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  tone,
  action,
  ...input
}: TextFieldProps) {
  return (
    <TextControl
      formId={formId}
      name={name}
      label={label}
      error={error}
      hint={hint}
      tone={tone}
      action={action}
      value={value}
      onChange={onChange}
      render={(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    />
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
