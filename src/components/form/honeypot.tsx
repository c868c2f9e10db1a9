import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';

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
