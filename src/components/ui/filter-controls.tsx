import { useId, type ComponentProps } from 'react';
import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';

const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A list's search box, named for screen readers by `label` (visually, the placeholder says it). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  name,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's name when it sits in a form that works without scripts. */
  name?: string;
}) {
  const id = useId();
  useEditBeforeHydration<HTMLInputElement, string>(
    id,
    (input) => (input.value === value ? undefined : input.value),
    onChange,
  );
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses}
      />
    </div>
  );
}

/** A list's single-choice filter as a native select. */
export function SelectFilter<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  useEditBeforeHydration<HTMLSelectElement, Value>(
    id,
    (select) => (select.value === value ? undefined : (select.value as Value)),
    onChange,
  );
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={controlClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The underlined, link-looking button lists and pages use for secondary actions ("Clear filters"). */
export const textButtonClasses = 'font-semibold text-brand-700 underline underline-offset-4';

export function TextButton({ className = '', ...props }: ComponentProps<'button'>) {
  return <button type="button" className={`${textButtonClasses} ${className}`} {...props} />;
}
