import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LeadError, LeadValidationError, type FieldErrors } from '@/lib/leads';

export type { FieldErrors };
export type FormStatus = 'editing' | 'submitting' | 'success' | 'error';
/** Why the last submit failed: the leads function's rate limit (429) has a message of its own. */
export type FailureKind = 'failed' | 'rate-limited';

/**
 * Brings an element the visitor must see into the middle of the viewport and focuses it, so it is neither
 * above the fold nor under a sticky header, and screen readers announce it.
 */
export function revealAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
}

/** A failed submit: said once in the console, with the table and code when the database answered. */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof LeadError) {
    // sendLead has logged it with the form and the status.
    return error.rateLimited ? 'rate-limited' : 'failed';
  }
  if (error instanceof LeadValidationError) console.error(error.message, error.errors);
  else console.error('Lead form: the submission failed before reaching the database', error);
  return 'failed';
}

type Options<Values> = {
  initialValues: Values;
  /** The form's own rules (docs/product/forms.md): every error at once, keyed by field. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Stores the submission; throws on failure. The id is the same for retries of unchanged values. */
  submit: (values: Values, requestId: string) => Promise<void>;
  /** Clear the fields after success (the playbook form does; confirmation screens need not). */
  resetOnSuccess?: boolean;
};

/**
 * The behaviour every lead form shares (docs/decisions/0003-form-kit.md): validate on submit and show all
 * errors at once, focusing the error summary; editing a field clears its error; one submission at a time;
 * on failure keep everything typed and allow a retry with the same request id, edited or not (stored once,
 * docs/product/forms.md, "request_id"); on success
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
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<FailureKind>('failed');
  // A new object per request, so each failed submit focuses the summary (or banner) once, and typing
  // afterwards (which changes the errors) never pulls focus back to it.
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'banner' | 'success' } | null>(null);

  useEffect(() => {
    if (focusRequest?.target === 'summary') revealAndFocus(summaryRef.current);
    if (focusRequest?.target === 'banner') revealAndFocus(bannerRef.current);
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
    // The request id stays: a submission not yet acknowledged is the same submission however it is edited
    // (the function keeps the first it stored, so a lost answer never makes two leads). Success makes a new one.
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
    } catch (error) {
      setFailure(failureKind(error));
      setStatus('error');
      setFocusRequest({ target: 'banner' });
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
    bannerRef,
    failure,
    successRef,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
