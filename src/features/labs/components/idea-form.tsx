import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  FormBanner,
  Honeypot,
  RadioGroup,
  SubmitButton,
  TextArea,
  TextField,
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

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

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
  const formId = useId();
  const navigate = useNavigate();
  const { values, setValue, errors, status, handleSubmit, summaryRef, successRef, honeypot } = useLeadForm({
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
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
        <h2 ref={successRef} tabIndex={-1} className="text-2xl font-bold text-emerald-900 outline-none">
          {ideaMessages.thanks}
        </h2>
        <p className="mt-3 text-slate-700">
          We review every idea within 5-7 business days and will reply by e-mail. Taking you back to Labs in a
          moment…
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8">
      <ErrorSummary formId={formId} errors={errors} summaryRef={summaryRef} />
      {status === 'error' && <FormBanner>{ideaMessages.failure}</FormBanner>}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          formId={formId}
          name="fullName"
          label="Full name"
          autoComplete="name"
          value={values.fullName}
          onChange={(value) => setValue('fullName', value)}
          error={errors.fullName}
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
        <TextField
          formId={formId}
          name="startupName"
          label="Startup name (optional)"
          value={values.startupName}
          onChange={(value) => setValue('startupName', value)}
          maxLength={120}
        />
        <TextField
          formId={formId}
          name="website"
          label="Website (optional)"
          type="url"
          inputMode="url"
          value={values.website}
          onChange={(value) => setValue('website', value)}
          maxLength={500}
        />
      </div>
      <TextArea
        formId={formId}
        name="problem"
        label="What problem are you solving?"
        maxLength={5000}
        value={values.problem}
        onChange={(value) => setValue('problem', value)}
        error={errors.problem}
      />
      <TextArea
        formId={formId}
        name="solution"
        label="What is your solution?"
        maxLength={5000}
        value={values.solution}
        onChange={(value) => setValue('solution', value)}
        error={errors.solution}
      />
      <RadioGroup
        formId={formId}
        name="targetAudience"
        legend="Who is it for?"
        options={asOptions(optionSets.labsTargetAudience)}
        value={values.targetAudience}
        onChange={(value) => setValue('targetAudience', value)}
        error={errors.targetAudience}
      />
      <RadioGroup
        formId={formId}
        name="currentStage"
        legend="Where are you today?"
        options={asOptions(optionSets.labsCurrentStage)}
        value={values.currentStage}
        onChange={(value) => setValue('currentStage', value)}
        error={errors.currentStage}
      />
      <CheckboxGroup
        formId={formId}
        name="goals"
        legend="What do you want from Labs?"
        hint="Choose all that apply."
        options={asOptions(optionSets.labsGoals)}
        value={values.goals}
        onChange={(value) => setValue('goals', value)}
        error={errors.goals}
      />
      <Checkbox
        formId={formId}
        name="agreed"
        label="I agree that Labs may review my idea and contact me about it."
        checked={values.agreed}
        onChange={(checked) => setValue('agreed', checked)}
        error={errors.agreed}
      />
      <Honeypot formId={formId} {...honeypot} />
      <SubmitButton busy={status === 'submitting'} label="Submit Your Idea" busyLabel="Submitting..." />
    </form>
  );
}
