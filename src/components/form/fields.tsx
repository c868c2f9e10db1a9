import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button-link';

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
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

export function TextField({ formId, name, label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const ids = fieldIds(formId, name);
  const hintId = hint ? `${ids.input}-hint` : undefined;
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
      <input
        id={ids.input}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined}
        className={`${inputClasses} ${error ? 'border-rose-600' : 'border-slate-300'}`}
        {...input}
      />
      {error && (
        <p id={ids.error} className="mt-2 text-sm font-medium text-rose-700">
          <span className="sr-only">Error:</span> {error}
        </p>
      )}
    </div>
  );
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
            <a href={`#${fieldIds(formId, name).input}`} className="font-medium text-rose-800 underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The failure banner: the form stays as it was, ready to send again. */
export function FormBanner({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mb-6 rounded-xl border border-rose-300 bg-rose-50 p-4 font-medium text-rose-800"
    >
      {children}
    </p>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className={buttonClasses('primary', 'w-full sm:w-auto')}>
      {busy ? busyLabel : label}
    </button>
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
