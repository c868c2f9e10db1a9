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
import { newsletterMessages } from '@/features/newsletter/messages';
import { PlaybookThanks } from '@/features/playbook/components/playbook-form';
import { Seo } from '@/lib/seo';
import { isNativeLeadForm, leadNouns, type NativeLeadForm } from '../lead-pages';

type Heading = RefObject<HTMLHeadingElement | null>;

/** Each form's confirmation, as the form shows it in place: the spec's words and what happens next. */
const thanks: Record<NativeLeadForm, (heading: Heading) => ReactNode> = {
  idea: (heading) => <IdeaThanks headingRef={heading} />,
  'founder-inquiry': (heading) => <FounderInquiryThanks headingRef={heading} />,
  'expert-application': (heading) => <ExpertApplicationThanks headingRef={heading} />,
  question: (heading) => (
    <QuestionThanks headingRef={heading}>
      <ButtonLink to={paths.bookCall()} variant="secondary" className="mt-6">
        Back to the Calendar
      </ButtonLink>
    </QuestionThanks>
  ),
  newsletter: (heading) => (
    <FormSuccess title={newsletterMessages.subscribed} headingRef={heading}>
      <p className="mt-3 text-slate-700">{newsletterMessages.confirm}</p>
      <ArrowLink to={paths.blog.list} className="mt-6" back>
        Back to the blog
      </ArrowLink>
    </FormSuccess>
  ),
  playbook: (heading) => (
    <PlaybookThanks headingRef={heading} frameworkPath={paths.growthPlaybookFramework} />
  ),
  'beta-access': (heading) => <BetaAccessThanks headingRef={heading} />,
  'call-request': (heading) => <CallRequestThanks headingRef={heading} />,
};

/**
 * /thank-you/<form>: where the leads function sends a form the browser posted itself (before the scripts
 * arrived, or with none), once the lead is stored (docs/product/forms.md, "The front door").
 */
export function Component() {
  const { form } = useParams();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!isNativeLeadForm(form)) return <NotFoundScreen />;
  return (
    <>
      <Seo title="Thank you" description={`${leadNouns[form]} reached us.`} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
        <h1 className="sr-only">{`${leadNouns[form]} was sent`}</h1>
        {thanks[form](heading)}
      </div>
    </>
  );
}
