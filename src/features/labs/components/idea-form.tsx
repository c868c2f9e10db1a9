import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Checkbox,
  CheckboxGroup,
  FormSuccess,
  RadioGroup,
  TextArea,
  TextField,
  toOptions,
  LeadFormShell,
  NameAndEmailFields,
} from '@/components/form/fields';
import { nameAndEmailErrors, useLeadForm, type FieldErrors } from '@/components/form/use-lead-form';
import { optionSets } from '@/config/option-sets';
import { paths } from '@/config/paths';
import { submitIdea, type IdeaValues } from '../api/submit-idea';

export const ideaMessages = {
  failure: 'There was an error submitting your idea. Please try again.',
  thanks: 'Thanks for Submitting Your Idea!',
} as const;

/** The redirect delay (docs/product/forms.md#idea) after a successful submission. */
export const RETURN_TO_LABS_MS = 3000;

export function validateIdea(values: IdeaValues): FieldErrors<IdeaValues> {
  const errors: FieldErrors<IdeaValues> = nameAndEmailErrors(values);
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
  const form = useLeadForm({
    initialValues,
    validate: validateIdea,
    submit: submitIdea,
  });

  useEffect(() => {
    if (form.status !== 'success') return;
    const timer = setTimeout(() => navigate(paths.labs.home), RETURN_TO_LABS_MS);
    return () => clearTimeout(timer);
  }, [form.status, navigate]);

  if (form.status === 'success') {
    return (
      <FormSuccess title={ideaMessages.thanks} headingRef={form.successRef}>
        <p className="mt-3 text-slate-700">
          We review every idea within 5-7 business days and will reply by e-mail. Taking you back to Labs in a
          moment…
        </p>
      </FormSuccess>
    );
  }

  return (
    <LeadFormShell form={form} failure={ideaMessages.failure} submitLabel="Submit Your Idea">
      <NameAndEmailFields field={form.field} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Startup name (optional)" maxLength={120} {...form.field('startupName')} />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          maxLength={500}
          {...form.field('website')}
        />
      </div>
      <TextArea label="What problem are you solving?" maxLength={5000} {...form.field('problem')} />
      <TextArea label="What is your solution?" maxLength={5000} {...form.field('solution')} />
      <RadioGroup
        legend="Who is it for?"
        options={toOptions(optionSets.labsTargetAudience)}
        {...form.field('targetAudience')}
      />
      <RadioGroup
        legend="Where are you today?"
        options={toOptions(optionSets.labsCurrentStage)}
        {...form.field('currentStage')}
      />
      <CheckboxGroup
        legend="What do you want from Labs?"
        hint="Choose all that apply."
        options={toOptions(optionSets.labsGoals)}
        {...form.field('goals')}
      />
      <Checkbox
        label="I agree that Labs may review my idea and contact me about it."
        {...form.field('agreed')}
      />
    </LeadFormShell>
  );
}
