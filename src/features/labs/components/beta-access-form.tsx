import type { RefObject } from 'react';
import { NameAndEmailFields, TextArea } from '@/components/form/controls';
import { FormSuccess, LeadFormShell, ReceiptNote } from '@/components/form/form-frame';
import type { Delivered } from '@/lib/leads';
import { useLeadForm } from '@/components/form/use-lead-form';
import { ArrowLink } from '@/components/ui/arrow-link';
import { paths } from '@/config/paths';
import {
  betaAccessLimits,
  requestBetaAccess,
  validateBetaAccess,
  type BetaAccessValues,
} from '../api/request-beta-access';
import { betaAccessMessages } from '../messages';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

const initialValues: BetaAccessValues = { fullName: '', email: '', useCase: '' };

/** The beta request's confirmation, in place of the form and on /thank-you/beta-access (no MVP named there). */
export function BetaAccessThanks({
  headingRef,
  delivered,
  mvpTitle,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  mvpTitle?: string;
}) {
  return (
    <FormSuccess title={betaAccessMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">
        {`We let new ${mvpTitle ? `${mvpTitle} ` : ''}beta users in ${promises.reviewCadence} and will email you your invitation.`}
      </p>
      <ReceiptNote delivered={delivered} />
      <ArrowLink to={paths.labs.mvps} className="mt-6">
        Explore more MVPs
      </ArrowLink>
    </FormSuccess>
  );
}

export function BetaAccessForm({ mvp }: { mvp: { slug: string; title: string } }) {
  const form = useLeadForm({
    draftKey: `beta-access:${mvp.slug}`,
    form: 'beta-access',
    hiddenFields: { mvpSlug: mvp.slug },
    initialValues,
    validate: validateBetaAccess,
    submit: (values, requestId, options) => requestBetaAccess(mvp.slug, values, requestId, options),
  });

  if (form.status === 'success')
    return <BetaAccessThanks headingRef={form.successRef} delivered={form.delivered} mvpTitle={mvp.title} />;

  return (
    <LeadFormShell form={form} failure={betaAccessMessages.failure} submitLabel="Request Beta Access">
      <NameAndEmailFields field={form.field} />
      <TextArea
        label={`What do you want to use ${mvp.title} for?`}
        maxLength={betaAccessLimits.useCase}
        {...form.field('useCase')}
      />
    </LeadFormShell>
  );
}
