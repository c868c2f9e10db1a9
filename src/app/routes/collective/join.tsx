import { FormPage } from '@/components/marketing/form-page';
import { ExpertApplicationForm } from '@/features/collective/components/expert-application-form';
import { Seo } from '@/lib/seo';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

export function Component() {
  return (
    <>
      <Seo
        title="Apply to Join the Collective"
        description="Operators, strategists and no-code builders: apply to the invite-only Collective and work with early-stage founders on the problems you know best."
      />
      <FormPage
        kicker="The Collective"
        title="Apply to join the Collective"
        formHeading="Your application"
        intro={
          <p>
            The Collective is invite-only. Tell us what you are best at and how you like to work; we review
            applications {promises.reviewCadence}.
          </p>
        }
      >
        <ExpertApplicationForm />
      </FormPage>
    </>
  );
}
