import {
  CheckboxGroup,
  ErrorSummary,
  FormBanner,
  FormSuccess,
  Honeypot,
  RadioGroup,
  SubmitButton,
  TextArea,
  TextField,
  toOptions,
} from '@/components/form/fields';
import { emailError, useLeadForm, type FieldErrors } from '@/components/form/use-lead-form';
import { optionSets } from '@/config/option-sets';
import { apply, WEB_URL_PATTERN, type ApplicationValues } from '../api/apply';
import {
  availabilityLabels,
  expertiseLabels,
  startupExperienceLabels,
  workTypeLabels,
} from '../option-labels';
import { SuccessLinks } from './success-links';

export const applicationMessages = {
  failure: 'There was an error submitting your application. Please try again.',
  thanks: 'Thanks for Applying!',
} as const;

export function validateApplication(values: ApplicationValues): FieldErrors<ApplicationValues> {
  const errors: FieldErrors<ApplicationValues> = {};
  if (!values.fullName.trim()) errors.fullName = 'Full name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  const url = values.linkedinUrl.trim();
  if (!url) errors.linkedinUrl = 'LinkedIn or portfolio URL is required';
  else if (!WEB_URL_PATTERN.test(url)) errors.linkedinUrl = 'Please enter a valid URL';
  if (values.expertise.length === 0) errors.expertise = 'Please select at least one area of expertise';
  if (values.workType.length === 0) errors.workType = 'Please select at least one type of work';
  if (!values.startupExperience) errors.startupExperience = 'Please select your startup experience';
  if (!values.availability) errors.availability = 'Please select your availability';
  return errors;
}

const initialValues: ApplicationValues = {
  fullName: '',
  email: '',
  linkedinUrl: '',
  expertise: [],
  workType: [],
  startupExperience: '',
  availability: '',
  workStyle: '',
};

/** /collective/join: an expert applies to the Collective. Unlike the original, a failed send can be retried. */
export function ApplicationForm() {
  const { formId, field, errors, status, handleSubmit, summaryRef, successRef, honeypot } = useLeadForm({
    initialValues,
    validate: validateApplication,
    submit: apply,
  });

  if (status === 'success') {
    return (
      <FormSuccess title={applicationMessages.thanks} headingRef={successRef}>
        <p className="mt-3 text-slate-700">
          We review applications every week and will write to you whichever way we decide.
        </p>
        <SuccessLinks />
      </FormSuccess>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8">
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && <FormBanner>{applicationMessages.failure}</FormBanner>}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" maxLength={120} {...field('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField
        label="LinkedIn or portfolio URL"
        hint="Starting with https://"
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={500}
        {...field('linkedinUrl')}
      />
      <CheckboxGroup
        legend="Your areas of expertise"
        hint="Choose all that apply."
        options={toOptions(optionSets.applicationExpertise, expertiseLabels)}
        {...field('expertise')}
      />
      <CheckboxGroup
        legend="The work you want"
        hint="Choose all that apply."
        options={toOptions(optionSets.applicationWorkType, workTypeLabels)}
        {...field('workType')}
      />
      <RadioGroup
        legend="Have you worked with startups before?"
        options={toOptions(optionSets.applicationStartupExperience, startupExperienceLabels)}
        {...field('startupExperience')}
      />
      <RadioGroup
        legend="How much time can you give?"
        options={toOptions(optionSets.applicationAvailability, availabilityLabels)}
        {...field('availability')}
      />
      <TextArea label="How do you like to work? (optional)" maxLength={2000} {...field('workStyle')} />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Submit Application" busyLabel="Submitting..." />
    </form>
  );
}
