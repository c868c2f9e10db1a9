import { FormPage } from '@/components/marketing/form-page';
import { FounderInquiryForm } from '@/features/collective/components/founder-inquiry-form';
import { Seo } from '@/lib/seo';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

export function Component() {
  return (
    <>
      <Seo
        title="Work With the Collective"
        description={`Tell us what your startup needs. We match you with vetted operators from our invite-only Collective and reply within ${promises.replyHours} hours.`}
      />
      <FormPage
        kicker="The Collective"
        title="Work with the Collective"
        formHeading="Your request"
        intro={
          <p>
            Tell us where you are stuck. We reply within {promises.replyHours} hours with the operators we
            think fit, and what working together would look like.
          </p>
        }
      >
        <FounderInquiryForm />
      </FormPage>
    </>
  );
}
