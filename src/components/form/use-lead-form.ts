import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { challengeToken } from '@/lib/bot-challenge';
import { leadSentPath } from '../../../supabase/functions/_shared/site-links.ts';
import {
  LeadValidationError,
  type Delivered,
  type FieldErrors,
  type LeadForm,
  type SendOptions,
} from '@/lib/leads';
import { NATIVE_POST_ATTRIBUTE } from '@/lib/native-post';
import { fieldIds } from './controls';
import {
  deliveryState,
  LeadRefusedError,
  LeadSupersededError,
  watchDelivery,
  type DeliveryState,
} from '@/lib/lead-delivery/deliver';
import { clearDraft, isPending, loadDraft, saveDraft } from '@/lib/lead-delivery/kept-leads';

export type { FieldErrors };
/**
 * `kept`: the lead could not be sent for a minute; it is kept in the browser and sent in the background,
 * and the form says so (and can be sent again at once). `error`: the backend refused it.
 */
export type FormStatus = 'editing' | 'submitting' | 'kept' | 'success' | 'error';
/** Why the lead is kept: the backend's rate limit (429) has words of its own. */
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

/** A refused or failed submit, said once in the console (a refusal was logged with its table already). */
export function logFailure(error: unknown): void {
  if (error instanceof LeadRefusedError) return;
  if (error instanceof LeadValidationError) console.error(error.message);
  else console.error('Lead form: the submission failed before reaching the backend', error);
}

/**
 * A kept draft's values in the shape of the form's own: the boot script keeps what the browser posted, where
 * a checkbox is `"on"` or absent and a group of one is a single value (src/app/boot/early-forms.ts). Keys the
 * form does not have are left out.
 */
export function keptValues<Values extends Record<string, unknown>>(
  initial: Values,
  kept: Record<string, unknown>,
): Values {
  const values: Record<string, unknown> = { ...initial };
  for (const [name, start] of Object.entries(initial)) {
    const value = kept[name];
    if (Array.isArray(start)) {
      if (Array.isArray(value) || typeof value === 'string') values[name] = [value].flat().map(String);
    } else if (typeof start === 'boolean') {
      if (typeof value === 'boolean' || typeof value === 'string')
        values[name] = value === true || value === 'on';
    } else if (typeof value === typeof start) values[name] = value;
  }
  return values as Values;
}

type Options<Values> = {
  /** Which form this is, for the leads function (docs/product/forms.md, "The front door"). */
  form: LeadForm;
  /** Fields the form posts that the visitor does not fill (the MVP of a beta request, a sign-up's source). */
  hiddenFields?: Record<string, string>;
  /**
   * Names the form's draft, kept in the browser until the studio has the lead (one per form, and per place
   * for a form shown in several).
   */
  draftKey: string;
  initialValues: Values;
  /**
   * The form's own rules (docs/product/forms.md): every error at once, keyed by field. A promise while the
   * schemas are still loading (leadChecks).
   */
  validate: (values: Values) => FieldErrors<Values> | Promise<FieldErrors<Values>>;
  /**
   * Stores the submission; resolves once stored, with what became of the visitor's own mail; throws when
   * refused. One request id per draft.
   */
  submit: (values: Values, requestId: string, options: SendOptions) => Promise<Delivered>;
  /** Clear the fields after success (the playbook form does; confirmation screens need not). */
  resetOnSuccess?: boolean;
};

/**
 * The behaviour every lead form shares (docs/decisions/0003-form-kit.md): validate on submit and show all
 * errors at once, focusing the error summary; editing a field clears its error; one submission at a time;
 * on success focus the confirmation. A filled honeypot looks like success and stores nothing.
 *
 * Nothing typed is lost (docs/decisions/0025-the-browser-keeps-every-lead.md): the values are kept as a
 * draft in the browser and shown again on the next visit, and they are sent with one request id until the
 * studio has them, so sending again after a lost answer, edited or not, stores one lead. While the lead
 * is retried the button stays busy and a line says so; after a minute the form says it is kept and will
 * be sent by itself.
 */
export function useLeadForm<Values extends Record<string, unknown>>({
  form,
  hiddenFields,
  draftKey,
  initialValues,
  validate,
  submit,
  resetOnSuccess = false,
}: Options<Values>) {
  const formId = useId();
  const [values, setValues] = useState(initialValues);
  const initial = useRef(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [status, setStatus] = useState<FormStatus>('editing');
  const [honeypot, setHoneypot] = useState('');
  const requestIdInput = `${formId}-request-id`;
  const requestId = useRef<string>(crypto.randomUUID());
  const inFlight = useRef(false);
  /** The values differ from what was last kept: an edit since the page opened or since success. */
  const edited = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<FailureKind>('failed');
  /** Once stored: whether the visitor's own mail was queued, which the confirmation may then promise. */
  const [delivered, setDelivered] = useState<Delivered>({ visitorMail: 'none' });
  /** An attempt failed and another comes by itself: the visitor is told while waiting. */
  const [retrying, setRetrying] = useState(false);
  /** The values are a draft kept from a visit before (the page may want to show a form it holds closed). */
  const [restored, setRestored] = useState(false);
  /**
   * The request id whose delivery this form shows: sent from here, from a visit before (`restored`), or by
   * the browser itself before React had the page, still on its way (`posting`).
   */
  const [following, setFollowing] = useState<{
    requestId: string;
    restored: boolean;
    posting?: boolean;
  } | null>(null);
  // A new object per request, so each failed submit focuses the summary (or banner) once, and typing
  // afterwards (which changes the errors) never pulls focus back to it.
  // `field`: the first field in error, whose message a form without an error summary (one field) focuses.
  const [focusRequest, setFocusRequest] = useState<
    { target: 'summary'; field: string } | { target: 'banner' | 'success' } | null
  >(null);

  useEffect(() => {
    if (focusRequest?.target === 'summary')
      revealAndFocus(
        summaryRef.current ?? document.getElementById(fieldIds(formId, focusRequest.field).error),
      );
    if (focusRequest?.target === 'banner') revealAndFocus(bannerRef.current);
    if (focusRequest?.target === 'success') successRef.current?.focus();
  }, [focusRequest, formId]);

  // After hydration (the HTML shows an empty form): the draft of a visit before, unless the visitor has
  // already typed here. A draft that was sent and not acknowledged is being sent again (resendKeptLeads):
  // the form shows it as sending. The draft is browser storage, which the prerendered HTML cannot know, read
  // once: hence state set in an effect, one extra render when (and only when) there is a draft.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    // The browser is posting this form (sent before React had the page; the boot script kept it, and
    // resendKeptLeads sends it too): should the post hang, the kept copy's answer takes the visitor on.
    const posted = document
      .getElementById(requestIdInput)
      ?.closest('form')
      ?.getAttribute(NATIVE_POST_ATTRIBUTE);
    if (posted) {
      setFollowing({ requestId: posted, restored: true, posting: true });
      return;
    }
    const draft = loadDraft<Partial<Values>>(draftKey);
    if (!draft) return;
    const sending = isPending(draft.requestId);
    // An edit made before the scripts ran has been reported by now (a layout effect): it wins over a draft,
    // but not over a lead on its way (the browser's Back restores the fields the visitor sent).
    if (edited.current && !sending) return;
    requestId.current = draft.requestId;
    setValues(keptValues(initialValues, draft.values));
    setRestored(true);
    if (sending) {
      setStatus('submitting');
      setFollowing({ requestId: draft.requestId, restored: true });
    }
    // Once, with the first render's values: a draft restored later would overwrite the visitor's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);
  /* eslint-enable react-hooks/set-state-in-effect */

  // Every edit is kept at once, with the request id it will be sent with; but not a form the browser is
  // posting already (sent before React had the page): the studio is getting it, and a draft kept now would
  // come back on the next visit as if it had never been sent.
  useEffect(() => {
    if (!edited.current) return;
    const posting = document
      .getElementById(requestIdInput)
      ?.closest('form')
      ?.hasAttribute(NATIVE_POST_ATTRIBUTE);
    if (!posting) saveDraft(draftKey, values, requestId.current);
  }, [draftKey, values, requestIdInput]);

  useEffect(() => {
    if (!following) return;
    const show = (state: DeliveryState) => {
      if (state.phase === 'retrying') setRetrying(true);
      if (state.phase === 'sending') setRetrying(false);
      if (state.phase === 'kept') {
        inFlight.current = false;
        setRetrying(false);
        setFailure(state.rateLimited ? 'rate-limited' : 'failed');
        setStatus('kept');
        setFocusRequest({ target: 'banner' });
      }
      // The copy of a post still under way got through: the post's own page, without waiting for the post
      // (stopped first: a browser keeps a navigation the visitor started over one a script starts).
      if (state.phase === 'acknowledged' && following.posting) {
        window.stop();
        window.location.assign(leadSentPath(form, state.visitorMail));
        return;
      }
      // A lead of a visit before, acknowledged: the form's own submit resolves for one sent from here.
      if (state.phase === 'acknowledged' && following.restored) {
        setDelivered({ visitorMail: state.visitorMail });
        requestId.current = crypto.randomUUID();
        edited.current = false;
        if (resetOnSuccess) setValues(initial.current);
        setStatus('success');
        setFocusRequest({ target: 'success' });
      }
    };
    // Where it stands now (it may have moved on before this subscribes), then every change.
    const now = deliveryState(following.requestId);
    if (now) show(now);
    // Acknowledged before this page followed it: what became of its mail is not known here.
    else if (following.restored && !isPending(following.requestId))
      show({ phase: 'acknowledged', visitorMail: 'none' });
    return watchDelivery(following.requestId, show);
  }, [following, resetOnSuccess, form]);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    edited.current = true;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    // The request id stays until the studio has the lead: an edit after a lost answer is not a second lead.
    setStatus((current) => (current === 'success' ? 'editing' : current));
  }, []);

  /** The visitor's choice (on a shared computer, say): the kept draft goes, the form starts empty. */
  const discardDraft = useCallback(() => {
    clearDraft(draftKey);
    requestId.current = crypto.randomUUID();
    edited.current = false;
    setValues(initial.current);
    setErrors({});
    setRestored(false);
    setStatus('editing');
  }, [draftKey]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser is posting this form already (sent before React had the page): it is on its way to the
    // thank-you page, and a press heard now is the same submission.
    if (inFlight.current || event.currentTarget.hasAttribute(NATIVE_POST_ATTRIBUTE)) return;
    // Read now: the form resets its widget as soon as it is sent (LeadForm), the token being single-use.
    const token = challengeToken(event.currentTarget);
    let found = validate(values);
    if (found instanceof Promise) {
      // Pressed before the schemas arrived (they load as the form is started): busy until they have.
      setStatus((current) => (current === 'kept' ? current : 'submitting'));
      found = await found;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus((current) => (current === 'kept' ? current : 'editing'));
      setFocusRequest({ target: 'summary', field: Object.keys(found)[0] ?? '' });
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    setRetrying(false);
    setFocusRequest(null);
    const sent = requestId.current;
    setFollowing({ requestId: sent, restored: false });
    try {
      // A filled honeypot sends nothing, so no mail is promised.
      let outcome: Delivered = { visitorMail: 'none' };
      if (!honeypot) outcome = await submit(values, sent, { challengeToken: token });
      else clearDraft(draftKey);
      setDelivered(outcome);
      inFlight.current = false;
      requestId.current = crypto.randomUUID();
      edited.current = false;
      if (resetOnSuccess) setValues(initialValues);
      setStatus('success');
      setFocusRequest({ target: 'success' });
    } catch (error) {
      // Sent again meanwhile (after the form said it is kept): that later submit reports.
      if (error instanceof LeadSupersededError) return;
      inFlight.current = false;
      // The function's schema refused fields the form's own check let through: shown on those fields.
      if (error instanceof LeadValidationError) {
        console.error(error.message);
        setErrors(error.errors as FieldErrors<Values>);
        setStatus('editing');
        setFocusRequest({ target: 'summary', field: Object.keys(error.errors)[0] ?? '' });
        return;
      }
      logFailure(error);
      setFailure('failed');
      setStatus('error');
      setFocusRequest({ target: 'banner' });
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
    /** What LeadForm needs to post natively: the form's name and the hidden request id's element id. */
    native: { form, requestIdInput, draftKey, fields: hiddenFields },
    field,
    values,
    setValue,
    errors,
    status,
    delivered,
    retrying,
    restored,
    discardDraft,
    handleSubmit,
    summaryRef,
    bannerRef,
    failure,
    successRef,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
