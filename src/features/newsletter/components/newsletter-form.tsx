import type { ReactNode } from 'react';
import { LeadForm } from '@/components/form/form-frame';
import { Honeypot } from '@/components/form/honeypot';
import { KeptMessage, RetryingNotice } from '@/components/form/delivery-notices';
import { useLeadForm } from '@/components/form/use-lead-form';
import { leadLimits } from '@/lib/leads';
import { buttonClasses } from '@/components/ui/button-link';
import { useEditBeforeHydration } from '@/lib/use-edit-before-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import { subscribe, validateSubscription, type NewsletterSource } from '../api/subscribe';

export const newsletterMessages = {
  submitting: 'Subscribing...',
  subscribed: 'Subscribed!',
  // Double opt-in (docs/product/forms.md#newsletter): the same line for a new and a known address.
  confirm: 'Check your inbox: confirm your address with the link we sent to start receiving the newsletter.',
  error: 'There was an error subscribing. Please try again.',
} as const;

/**
 * The newsletter sign-up, placed by the blog and Labs with their own heading. The form kit's hook gives it
 * the shared behaviour: one submission at a time, retries stored once, the honeypot.
 */
export function NewsletterForm({
  source,
  tone = 'light',
}: {
  source: NewsletterSource;
  tone?: 'light' | 'dark';
}) {
  const {
    formId: id,
    native,
    values,
    setValue,
    errors,
    status,
    retrying,
    failure,
    handleSubmit,
    summaryRef,
    bannerRef,
    honeypot,
  } = useLeadForm({
    draftKey: `newsletter:${source}`,
    form: 'newsletter',
    hiddenFields: { source },
    initialValues: { email: '' },
    // The button stays disabled until something is typed; the address's shape is the form's rule.
    validate: ({ email }) => validateSubscription({ email, source }),
    submit: ({ email }, requestId, options) => subscribe({ email, source }, requestId, options),
    resetOnSuccess: true,
  });
  const email = values.email;
  const errorId = `${id}-error`;
  const inputId = `${id}-email`;
  useEditBeforeHydration<HTMLInputElement, string>(
    inputId,
    (input) => (input.value === email ? undefined : input.value),
    (typed) => setValue('email', typed),
  );
  // Until React has the page the button stays enabled: a disabled button would make the browser drop an
  // address typed and sent before the scripts ran (the boot script holds it and React sends it).
  const hydrated = useHydrated();
  const problem: ReactNode =
    errors.email ??
    (status === 'error' ? (
      newsletterMessages.error
    ) : status === 'kept' ? (
      <KeptMessage failure={failure} />
    ) : undefined);

  const labelTone = tone === 'dark' ? 'text-white' : 'text-slate-800';
  return (
    <LeadForm lead={native} onSubmit={handleSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className={`block text-sm font-semibold ${labelTone}`}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          aria-required="true"
          maxLength={leadLimits.email}
          value={email}
          onChange={(event) => setValue('email', event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder="you@startup.com"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {status === 'success' ? (
          <p
            role="status"
            className={`flex items-center px-2 font-semibold ${tone === 'dark' ? 'text-white' : 'text-emerald-800'}`}
          >
            {newsletterMessages.subscribed}
          </p>
        ) : (
          <button
            type="submit"
            disabled={(hydrated && !email.trim()) || status === 'submitting'}
            data-busy-label={newsletterMessages.submitting}
            className={buttonClasses('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {status === 'submitting' ? newsletterMessages.submitting : 'Subscribe'}
          </button>
        )}
      </div>
      <RetryingNotice
        retrying={status === 'submitting' && retrying}
        className={`mt-3 ${tone === 'dark' ? 'text-white' : 'text-slate-700'}`}
      />
      {status === 'success' && (
        <p className={`mt-3 text-sm ${tone === 'dark' ? 'text-white' : 'text-slate-700'}`}>
          {newsletterMessages.confirm}
        </p>
      )}
      <Honeypot formId={id} {...honeypot} />
      {problem && (
        // The field's error takes focus like an error summary; a failed send, like a banner.
        <div ref={errors.email ? summaryRef : undefined} tabIndex={-1} className="outline-none">
          <p
            id={errorId}
            ref={errors.email ? undefined : bannerRef}
            tabIndex={-1}
            role="alert"
            className={`mt-3 text-sm font-medium outline-none ${tone === 'dark' ? 'text-rose-100' : 'text-rose-700'}`}
          >
            {problem}
          </p>
        </div>
      )}
    </LeadForm>
  );
}
