import {
  ErrorSummary,
  FormBanner,
  FormSuccess,
  Honeypot,
  SubmitButton,
  TextArea,
  TextField,
} from '@/components/form/fields';
import { emailError, useLeadForm, type FieldErrors } from '@/components/form/use-lead-form';
import { ArrowLink } from '@/components/ui/arrow-link';
import { paths } from '@/config/paths';
import { requestBetaAccess, type BetaAccessValues } from '../api/request-beta-access';

export const betaAccessMessages = {
  failure: 'There was an error submitting your request. Please try again.',
  thanks: "You're on the Beta List!",
} as const;

export function validateBetaAccess(values: BetaAccessValues): FieldErrors<BetaAccessValues> {
  const errors: FieldErrors<BetaAccessValues> = {};
  if (!values.fullName.trim()) errors.fullName = 'Full name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.useCase.trim()) errors.useCase = 'Please tell us what you want to use it for';
  return errors;
}

const initialValues: BetaAccessValues = { fullName: '', email: '', useCase: '' };

export function BetaAccessForm({ mvp }: { mvp: { slug: string; title: string } }) {
  const { formId, field, errors, status, handleSubmit, summaryRef, successRef, honeypot } = useLeadForm({
    initialValues,
    validate: validateBetaAccess,
    submit: (values, requestId) => requestBetaAccess(mvp.slug, values, requestId),
  });

  if (status === 'success') {
    return (
      <FormSuccess title={betaAccessMessages.thanks} headingRef={successRef}>
        <p className="mt-3 text-slate-700">
          {`We let new ${mvp.title} beta users in every week and will e-mail you your invitation.`}
        </p>
        <ArrowLink to={paths.labs.mvps} className="mt-6">
          Explore more MVPs
        </ArrowLink>
      </FormSuccess>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && <FormBanner>{betaAccessMessages.failure}</FormBanner>}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" maxLength={120} {...field('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextArea label={`What do you want to use ${mvp.title} for?`} maxLength={2000} {...field('useCase')} />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Request Beta Access" busyLabel="Submitting..." />
    </form>
  );
}
