import { Honeypot } from '@/components/form/fields';
import { useLeadForm } from '@/components/form/use-lead-form';
import { buttonClasses } from '@/components/ui/button-link';
import { subscribe, type NewsletterSource } from '../api/subscribe';

export const newsletterMessages = {
  submitting: 'Subscribing...',
  subscribed: 'Subscribed!',
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
    values,
    setValue,
    status,
    handleSubmit,
    honeypot,
  } = useLeadForm({
    initialValues: { email: '' },
    // The button stays disabled until something is typed; the browser checks the address's shape.
    validate: () => ({}),
    submit: ({ email }, requestId) => subscribe({ email, source }, requestId),
    resetOnSuccess: true,
  });
  const email = values.email;
  const errorId = `${id}-error`;

  const labelTone = tone === 'dark' ? 'text-white' : 'text-slate-800';
  return (
    <form onSubmit={handleSubmit} className="w-full max-w-md">
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${labelTone}`}>
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setValue('email', event.target.value)}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={status === 'error' ? errorId : undefined}
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
            disabled={!email.trim() || status === 'submitting'}
            className={buttonClasses('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {status === 'submitting' ? newsletterMessages.submitting : 'Subscribe'}
          </button>
        )}
      </div>
      <Honeypot formId={id} {...honeypot} />
      {status === 'error' && (
        <p
          id={errorId}
          role="alert"
          className={`mt-3 text-sm font-medium ${tone === 'dark' ? 'text-rose-100' : 'text-rose-700'}`}
        >
          {newsletterMessages.error}
        </p>
      )}
    </form>
  );
}
