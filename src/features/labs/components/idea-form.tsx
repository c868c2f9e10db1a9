import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import {
  Checkbox,
  CheckboxGroup,
  NameAndEmailFields,
  RadioGroup,
  TextArea,
  TextField,
  toOptions,
} from '@/components/form/controls';
import { FormSuccess, LeadFormShell, ReceiptNote } from '@/components/form/form-frame';
import { useLeadForm } from '@/components/form/use-lead-form';
import { ArrowLink } from '@/components/ui/arrow-link';
import { optionSets } from '@/config/option-sets';
import { paths } from '@/config/paths';
import type { Delivered } from '@/lib/leads';
import { ideaLimits, submitIdea, validateIdea, type IdeaValues } from '../api/submit-idea';
import { ideaMessages } from '../messages';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

/** The redirect delay (docs/product/forms.md#idea) after a successful submission. */
export const RETURN_TO_LABS_MS = 3000;

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

/**
 * The idea's confirmation, in place of the form and on its thank-you page (/thank-you/idea, where a form
 * posted without scripts lands). In place, the form takes the founder back to Labs by itself, unless the
 * confirmation is all they get (a limit skipped the receipt).
 */
export function IdeaThanks({
  headingRef,
  delivered,
  returning = false,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  delivered: Delivered;
  returning?: boolean;
}) {
  return (
    <FormSuccess title={ideaMessages.thanks} headingRef={headingRef}>
      <p className="mt-3 text-slate-700">
        We review every idea within {promises.ideaReplyBusinessDays} business days and will reply by email.
        {returning && ' Taking you back to Labs in a moment…'}
      </p>
      <ReceiptNote delivered={delivered} />
      {!returning && (
        <ArrowLink to={paths.labs.home} className="mt-6" back>
          Back to Labs
        </ArrowLink>
      )}
    </FormSuccess>
  );
}

export function IdeaForm() {
  const navigate = useNavigate();
  const form = useLeadForm({
    draftKey: 'labs-idea',
    form: 'idea',
    initialValues,
    validate: validateIdea,
    submit: submitIdea,
  });

  const returning = form.status === 'success' && form.delivered.visitorMail !== 'skipped';
  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => navigate(paths.labs.home), RETURN_TO_LABS_MS);
    return () => clearTimeout(timer);
  }, [returning, navigate]);

  if (form.status === 'success')
    return <IdeaThanks headingRef={form.successRef} delivered={form.delivered} returning={returning} />;

  return (
    <LeadFormShell form={form} failure={ideaMessages.failure} submitLabel="Submit Your Idea">
      <NameAndEmailFields field={form.field} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Startup name (optional)"
          maxLength={ideaLimits.startupName}
          {...form.field('startupName')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          maxLength={ideaLimits.website}
          {...form.field('website')}
        />
      </div>
      <TextArea
        label="What problem are you solving?"
        maxLength={ideaLimits.problem}
        {...form.field('problem')}
      />
      <TextArea label="What is your solution?" maxLength={ideaLimits.solution} {...form.field('solution')} />
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
