import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
import {
  assertValid,
  cleanText,
  nameAndEmailErrors,
  optionalText,
  optionalTextError,
  requiredTextError,
  someOf,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
  charLength,
  type FieldErrors,
} from '@/lib/lead-rules';
import { insertLead } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type IdeaValues = {
  fullName: string;
  email: string;
  startupName: string;
  website: string;
  problem: string;
  solution: string;
  targetAudience: string;
  currentStage: string;
  goals: string[];
  agreed: boolean;
};

/** labs_submissions' column limits; the inputs' maxlength. */
export const ideaLimits = { startupName: 120, website: WEB_URL_MAX, problem: 5000, solution: 5000 } as const;

/** A website typed without its scheme (example.com) is taken as https://, not refused. */
export function websiteAsStored(value: string): string | null {
  const text = cleanText(value);
  if (!text) return null;
  return /^https?:\/\//i.test(text)
    ? text.replace(/^https?/i, (scheme) => scheme.toLowerCase())
    : `https://${text}`;
}

/** The idea form's rule set: the messages on screen, and the check before the insert. */
export function validateIdea(values: IdeaValues): FieldErrors<IdeaValues> {
  const errors: FieldErrors<IdeaValues> = nameAndEmailErrors(values);
  const startupName = optionalTextError(values.startupName, ideaLimits.startupName, 'Startup name');
  if (startupName) errors.startupName = startupName;
  const website = websiteAsStored(values.website);
  if (website && (charLength(website) > WEB_URL_MAX || !WEB_URL_PATTERN.test(website)))
    errors.website = 'Please enter a valid URL';
  const problem = requiredTextError(
    values.problem,
    ideaLimits.problem,
    'Problem description is required',
    'Problem description',
    { multiLine: true },
  );
  if (problem) errors.problem = problem;
  const solution = requiredTextError(
    values.solution,
    ideaLimits.solution,
    'Solution description is required',
    'Solution description',
    { multiLine: true },
  );
  if (solution) errors.solution = solution;
  if (!optionSets.labsTargetAudience.includes(values.targetAudience as never))
    errors.targetAudience = 'Please select a target audience';
  if (!optionSets.labsCurrentStage.includes(values.currentStage as never))
    errors.currentStage = 'Please select your current stage';
  if (!someOf(values.goals, optionSets.labsGoals)) errors.goals = 'Please select at least one goal';
  if (!values.agreed) errors.agreed = 'Please agree to the terms';
  return errors;
}

/** The row as stored (empty optional fields as null). */
export function ideaRow(values: IdeaValues) {
  return {
    full_name: cleanText(values.fullName),
    email: cleanText(values.email),
    startup_name: optionalText(values.startupName),
    website: websiteAsStored(values.website),
    problem: cleanText(values.problem),
    solution: cleanText(values.solution),
    target_audience: values.targetAudience,
    current_stage: values.currentStage,
    goals: values.goals,
  };
}

/** The idea lands in labs_submissions, then the event. */
export async function submitIdea(values: IdeaValues, requestId: string): Promise<void> {
  assertValid('idea form', validateIdea, values);
  const row = ideaRow(values);
  await insertLead('labs_submissions', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('labs_idea_submitted', { stage: row.current_stage });
}
