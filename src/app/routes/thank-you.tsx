import { useRef, type ReactNode, type RefObject } from 'react';
import { useParams } from 'react-router';
import { FormSuccess } from '@/components/form/form-frame';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { paths } from '@/config/paths';
import { CallRequestThanks } from '@/features/booking/components/call-request-form';
import { QuestionThanks } from '@/features/booking/components/quick-question-form';
import { ExpertApplicationThanks } from '@/features/collective/components/expert-application-form';
import { FounderInquiryThanks } from '@/features/collective/components/founder-inquiry-form';
import { BetaAccessThanks } from '@/features/labs/components/beta-access-form';
import { IdeaThanks } from '@/features/labs/components/idea-form';
import { ConfirmationNotSent } from '@/features/newsletter/components/check-your-inbox';
import { newsletterMessages } from '@/features/newsletter/messages';
import { PlaybookThanks } from '@/features/playbook/components/playbook-form';
import type { Delivered } from '@/lib/leads';
import { Seo } from '@/lib/seo';
import { NO_MAIL_SEGMENT } from '../../../supabase/functions/_shared/site-links.ts';
import { isNativeLeadForm, leadNouns, type NativeLeadForm } from '../lead-pages';

type Heading = RefObject<HTMLHeadingElement | null>;

/**
 * Each form's confirmation, as the form shows it in place: the spec's words and what happens next, and of
 * the visitor's own mail only what became of it (the address is not known here).
 */
const thanks: Record<NativeLeadForm, (heading: Heading, delivered: Delivered) => ReactNode> = {
  idea: (heading, delivered) => <IdeaThanks headingRef={heading} delivered={delivered} />,
  'founder-inquiry': (heading, delivered) => (
    <FounderInquiryThanks headingRef={heading} delivered={delivered} />
  ),
  'expert-application': (heading, delivered) => (
    <ExpertApplicationThanks headingRef={heading} delivered={delivered} />
  ),
  question: (heading, delivered) => (
    <QuestionThanks headingRef={heading} delivered={delivered}>
      <ButtonLink to={paths.bookCall()} variant="secondary" className="mt-6">
        Back to the Calendar
      </ButtonLink>
    </QuestionThanks>
  ),
  newsletter: (heading, { visitorMail }) => (
    <FormSuccess
      title={visitorMail === 'skipped' ? newsletterMessages.received : newsletterMessages.subscribed}
      headingRef={heading}
    >
      {visitorMail === 'skipped' ? (
        <ConfirmationNotSent className="text-slate-700" />
      ) : (
        <p className="mt-3 text-slate-700">{newsletterMessages.confirm}</p>
      )}
      <ArrowLink to={paths.blog.list} className="mt-6" back>
        Back to the blog
      </ArrowLink>
    </FormSuccess>
  ),
  playbook: (heading, delivered) => (
    <PlaybookThanks
      headingRef={heading}
      delivered={delivered}
      frameworkPath={paths.growthPlaybookFramework}
    />
  ),
  'beta-access': (heading, delivered) => <BetaAccessThanks headingRef={heading} delivered={delivered} />,
  'call-request': (heading, delivered) => <CallRequestThanks headingRef={heading} delivered={delivered} />,
};

/**
 * /thank-you/<form>: where the leads function sends a form the browser posted itself (before the scripts
 * arrived, or with none), once the lead is stored (docs/product/forms.md, "The front door");
 * /thank-you/<form>/no-mail when a limit skipped the visitor's own mail, whose words promise none.
 */
export function Component() {
  const { form, mail } = useParams();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!isNativeLeadForm(form) || (mail !== undefined && mail !== NO_MAIL_SEGMENT)) return <NotFoundScreen />;
  return (
    <>
      <Seo title="Thank you" description={`${leadNouns[form]} reached us.`} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
        <h1 className="sr-only">{`${leadNouns[form]} was sent`}</h1>
        {thanks[form](heading, { visitorMail: mail ? 'skipped' : 'queued' })}
      </div>
    </>
  );
}
