import { FaqList, type Faq, SectionHeading } from '@/components/marketing/blocks';
import { FormPage } from '@/components/marketing/form-page';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { IdeaForm } from '@/features/labs/components/idea-form';
import { Seo } from '@/lib/seo';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

const faqs: readonly Faq[] = [
  {
    question: 'What happens after I submit?',
    answer: `We review every idea within ${promises.ideaReplyBusinessDays} business days and reply by email, whether or not we take it on.`,
  },
  {
    question: 'What does it cost?',
    answer: 'Nothing. If your idea is selected, we build and test the MVP with you free of charge.',
  },
  {
    question: 'Who owns the idea?',
    answer:
      'You do. Labs MVPs are built in the open, and we agree with you up front how the result is shared.',
  },
  {
    question: 'What kind of ideas do you pick?',
    answer:
      'Ideas with a clear problem, a reachable first audience and something we can test in 30 days with no-code tools.',
  },
];

export function Component() {
  return (
    <>
      <Seo
        title="Submit Your Startup Idea to Labs"
        description={`Send your startup idea to Labs. We review every submission within ${promises.ideaReplyBusinessDays} business days; selected ideas are built and tested as no-code MVPs free of charge.`}
      />
      <FormPage
        kicker="Labs"
        title="Submit your startup idea"
        formHeading="Your idea"
        intro={
          <p>
            Tell us the problem and your solution. If we pick it, we build a no-code MVP with you in weeks and
            put it in front of real users, free of charge.
          </p>
        }
      >
        <IdeaForm />
      </FormPage>
      <Section tone="muted" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" title="Questions founders ask" />
        <FaqList items={faqs} />
        <ArrowLink to={paths.labs.home} className="mt-8" back>
          Back to Labs
        </ArrowLink>
      </Section>
    </>
  );
}
