import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;
export type FormStatus = 'editing' | 'submitting' | 'success' | 'error';

type Options<Values> = {
  initialValues: Values;
  /** The form's client-side rules (docs/product/forms.md): every error at once, keyed by field. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Stores the submission; throws on failure. The id is the same for retries of unchanged values. */
  submit: (values: Values, requestId: string) => Promise<void>;
  /** Clear the fields after success (the playbook form does; confirmation screens need not). */
  resetOnSuccess?: boolean;
};

/**
 * The behaviour every lead form shares (docs/decisions/0003-form-kit.md): validate on submit and show all
 * errors at once, focusing the error summary; editing a field clears its error; one submission at a time;
 * on failure keep everything typed and allow a retry with the same request id (stored once); on success
 * focus the confirmation. A filled honeypot looks like success and stores nothing.
 */
export function useLeadForm<Values extends Record<string, unknown>>({
  initialValues,
  validate,
  submit,
  resetOnSuccess = false,
}: Options<Values>) {
  const formId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [status, setStatus] = useState<FormStatus>('editing');
  const [honeypot, setHoneypot] = useState('');
  const requestId = useRef<string>(crypto.randomUUID());
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // A new object per request, so each failed submit focuses the summary once, and typing afterwards
  // (which changes the errors) never pulls focus back to it.
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'success' } | null>(null);

  useEffect(() => {
    if (focusRequest?.target === 'summary') summaryRef.current?.focus();
    if (focusRequest?.target === 'success') successRef.current?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    // Different content is a different submission (and, on a form still shown after success, a new one).
    requestId.current = crypto.randomUUID();
    setStatus((current) => (current === 'success' ? 'editing' : current));
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('editing');
      setFocusRequest({ target: 'summary' });
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    setFocusRequest(null);
    try {
      if (!honeypot) await submit(values, requestId.current);
      requestId.current = crypto.randomUUID();
      if (resetOnSuccess) setValues(initialValues);
      setStatus('success');
      setFocusRequest({ target: 'success' });
    } catch {
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
  };

  /** Everything a field component needs for one value: `<TextField label="Email" {...field('email')} />`. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    formId,
    name,
    value: values[name],
    onChange: (value: Values[Name]) => setValue(name, value),
    error: errors[name],
  });

  return {
    formId,
    field,
    values,
    setValue,
    errors,
    status,
    handleSubmit,
    summaryRef,
    successRef,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}

/** docs/product/forms.md: "Email is required"; text@text.text or "Email is invalid". */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return 'Email is invalid';
  return undefined;
}

/** The checks of the full name and e-mail most lead forms start with (see NameAndEmailFields). */
export function nameAndEmailErrors(values: { fullName: string; email: string }) {
  const errors: { fullName?: string; email?: string } = {};
  if (!values.fullName.trim()) errors.fullName = 'Full name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}
