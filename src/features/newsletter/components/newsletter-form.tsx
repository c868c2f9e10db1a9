import { EmailField } from '@/components/form/controls';
import { DeliveryBanner, RetryingNotice } from '@/components/form/delivery-notices';
import { LeadForm } from '@/components/form/form-frame';
import { Honeypot } from '@/components/form/honeypot';
import { useLeadForm } from '@/components/form/use-lead-form';
import { buttonClasses } from '@/components/ui/button-link';
import { useHydrated } from '@/lib/use-hydrated';
import { subscribe, validateSubscription, type NewsletterSource } from '../api/subscribe';
import { newsletterMessages } from '../messages';
import { CheckYourInbox, ConfirmationNotSent } from './check-your-inbox';

/**
 * The newsletter sign-up, placed by the blog and Labs with their own heading: the form kit's email field with
 * its button beside it. The kit gives it the shared behaviour: one submission at a time, retries stored once,
 * the draft kept, the honeypot; its one error is focused in place of a summary, and a failure is said in the banner under the form.
 */
export function NewsletterForm({
  source,
  tone = 'light',
}: {
  source: NewsletterSource;
  tone?: 'light' | 'dark';
}) {
  const form = useLeadForm({
    draftKey: `newsletter:${source}`,
    form: 'newsletter',
    hiddenFields: { source },
    initialValues: { email: '' },
    // The button stays disabled until something is typed; the address's shape is the form's rule.
    validate: ({ email }) => validateSubscription({ email, source }),
    submit: ({ email }, requestId, options) => subscribe({ email, source }, requestId, options),
    resetOnSuccess: true,
  });
  // Until React has the page the button stays enabled: a disabled button would make the browser drop an
  // address typed and sent before the scripts ran (the boot script holds it and React sends it).
  const hydrated = useHydrated();
  const subscribed = form.status === 'success';
  // Where the confirmation went, shown once it is sent (the field itself is cleared); a lead of a visit
  // before says it was sent, not where.
  const { visitorMail, email: sentTo } = form.delivered;
  const words = tone === 'dark' ? 'text-white' : 'text-slate-700';

  return (
    <LeadForm lead={form.native} onSubmit={form.handleSubmit} noValidate className="w-full max-w-md">
      <EmailField
        label="Email address"
        aria-required="true"
        placeholder="you@startup.com"
        tone={tone}
        {...form.field('email')}
        action={
          subscribed ? (
            <p
              role="status"
              className={`flex items-center px-2 font-semibold ${tone === 'dark' ? 'text-white' : 'text-emerald-800'}`}
            >
              {visitorMail === 'skipped' ? newsletterMessages.received : newsletterMessages.subscribed}
            </p>
          ) : (
            <button
              type="submit"
              disabled={(hydrated && !form.values.email.trim()) || form.status === 'submitting'}
              data-busy-label={newsletterMessages.submitting}
              className={buttonClasses('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
            >
              {form.status === 'submitting' ? newsletterMessages.submitting : 'Subscribe'}
            </button>
          )
        }
      />
      <RetryingNotice retrying={form.status === 'submitting' && form.retrying} className={`mt-3 ${words}`} />
      {subscribed &&
        visitorMail === 'queued' &&
        (sentTo ? (
          <CheckYourInbox
            address={sentTo}
            className={words}
            onUseAddress={(address) => form.setValue('email', address)}
          />
        ) : (
          <p className={`mt-3 text-sm ${words}`}>{newsletterMessages.confirm}</p>
        ))}
      {subscribed && visitorMail === 'skipped' && <ConfirmationNotSent className={`text-sm ${words}`} />}
      <Honeypot formId={form.formId} {...form.honeypot} />
      {/* Under the form (docs/product/forms.md#newsletter). */}
      <DeliveryBanner
        status={form.status}
        failure={form.failure}
        refusal={newsletterMessages.error}
        bannerRef={form.bannerRef}
        margin="mt-3"
      />
    </LeadForm>
  );
}
