import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Checkbox,
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
import { paths } from '@/config/paths';
import { submitIdea, type IdeaValues } from '../api/submit-idea';

export const ideaMessages = {
  failure: 'There was an error submitting your idea. Please try again.',
  thanks: 'Thanks for Submitting Your Idea!',
} as const;

/** The spec's redirect delay after a successful submission. */
export const RETURN_TO_LABS_MS = 3000;

export function validateIdea(values: IdeaValues): FieldErrors<IdeaValues> {
  const errors: FieldErrors<IdeaValues> = {};
  if (!values.fullName.trim()) errors.fullName = 'Full name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.problem.trim()) errors.problem = 'Problem description is required';
  if (!values.solution.trim()) errors.solution = 'Solution description is required';
  if (!values.targetAudience) errors.targetAudience = 'Please select a target audience';
  if (!values.currentStage) errors.currentStage = 'Please select your current stage';
  if (values.goals.length === 0) errors.goals = 'Please select at least one goal';
  if (!values.agreed) errors.agreed = 'Please agree to the terms';
  return errors;
}

const initialValues: IdeaValues = {
  fullName: '',
  email: '',
  startupName: '',
  website: '',
  problem: '',
  solution: '',
  targetAudience: '',
  currentStage: '',
  goals: [],
  agreed: false,
};

export function IdeaForm() {
  const navigate = useNavigate();
  const { formId, field, errors, status, handleSubmit, summaryRef, successRef, honeypot } = useLeadForm({
    initialValues,
    validate: validateIdea,
    submit: submitIdea,
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(paths.labs.home), RETURN_TO_LABS_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (status === 'success') {
    return (
      <FormSuccess title={ideaMessages.thanks} headingRef={successRef}>
        <p className="mt-3 text-slate-700">
          We review every idea within 5-7 business days and will reply by e-mail. Taking you back to Labs in a
          moment…
        </p>
      </FormSuccess>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8">
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && <FormBanner>{ideaMessages.failure}</FormBanner>}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" {...field('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Startup name (optional)" maxLength={120} {...field('startupName')} />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          maxLength={500}
          {...field('website')}
        />
      </div>
      <TextArea label="What problem are you solving?" maxLength={5000} {...field('problem')} />
      <TextArea label="What is your solution?" maxLength={5000} {...field('solution')} />
      <RadioGroup
        legend="Who is it for?"
        options={toOptions(optionSets.labsTargetAudience)}
        {...field('targetAudience')}
      />
      <RadioGroup
        legend="Where are you today?"
        options={toOptions(optionSets.labsCurrentStage)}
        {...field('currentStage')}
      />
      <CheckboxGroup
        legend="What do you want from Labs?"
        hint="Choose all that apply."
        options={toOptions(optionSets.labsGoals)}
        {...field('goals')}
      />
      <Checkbox label="I agree that Labs may review my idea and contact me about it." {...field('agreed')} />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Submit Your Idea" busyLabel="Submitting..." />
    </form>
  );
}
