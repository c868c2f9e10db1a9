import { useId } from 'react';
import { ErrorSummary, FormBanner, Honeypot, SubmitButton, TextField } from '@/components/form/fields';
import { emailError, useLeadForm, type FieldErrors } from '@/components/form/use-lead-form';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { requestPlaybook, type PlaybookRequest } from '../api/request-playbook';

export const playbookMessages = {
  failure: 'There was an error downloading the playbook. Please try again.',
  success: 'Check Your Email!',
} as const;

function validate(values: PlaybookRequest): FieldErrors<PlaybookRequest> {
  const errors: FieldErrors<PlaybookRequest> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

/** The playbook download: keeps the lead, then hands over the framework at once. */
export function PlaybookForm({ frameworkPath }: { frameworkPath: string }) {
  const formId = useId();
  const { values, setValue, errors, status, handleSubmit, summaryRef, successRef, honeypot } = useLeadForm({
    initialValues: { name: '', email: '' },
    validate,
    submit: requestPlaybook,
    resetOnSuccess: true,
  });

  if (status === 'success') {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
        <h3 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-emerald-900 outline-none">
          {playbookMessages.success}
        </h3>
        <p className="mt-3 text-slate-700">
          We have sent the Growth Experiment Framework to your inbox. You do not have to wait for it: the full
          framework is ready to read and print right now.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <ButtonLink to={frameworkPath}>Open the playbook now</ButtonLink>
          <ArrowLink to={paths.bookCall({ source: 'monetization' })}>Book a free call to apply it</ArrowLink>
        </div>
      </div>
    );
  }

  const busy = status === 'submitting';
  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby={`${formId}-intro`}>
      <p id={`${formId}-intro`} className="sr-only">
        Both fields are required.
      </p>
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && <FormBanner>{playbookMessages.failure}</FormBanner>}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          formId={formId}
          name="name"
          label="Name"
          autoComplete="name"
          value={values.name}
          onChange={(value) => setValue('name', value)}
          error={errors.name}
        />
        <TextField
          formId={formId}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => setValue('email', value)}
          error={errors.email}
        />
      </div>
      <Honeypot formId={formId} {...honeypot} />
      <div className="mt-6">
        <SubmitButton busy={busy} label="Download the Free Playbook" busyLabel="Downloading..." />
      </div>
    </form>
  );
}
