import * as z from 'zod/mini';
import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
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

const optional = (value: string) => value.trim() || null;

/** Mirrors labs_submissions' constraints, so a bad row is refused here before the database refuses it. */
export const ideaRowSchema = z.object({
  full_name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(254)),
  startup_name: z.nullable(z.string().check(z.maxLength(120))),
  website: z.nullable(z.string().check(z.maxLength(500))),
  problem: z.string().check(z.minLength(1), z.maxLength(5000)),
  solution: z.string().check(z.minLength(1), z.maxLength(5000)),
  target_audience: z.enum(optionSets.labsTargetAudience),
  current_stage: z.enum(optionSets.labsCurrentStage),
  goals: z.array(z.enum(optionSets.labsGoals)).check(z.minLength(1)),
});

/**
 * docs/product/forms.md#idea: the idea lands in labs_submissions (empty optional fields as null), then the
 * event.
 */
export async function submitIdea(values: IdeaValues, requestId: string): Promise<void> {
  const row = z.parse(ideaRowSchema, {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    startup_name: optional(values.startupName),
    website: optional(values.website),
    problem: values.problem.trim(),
    solution: values.solution.trim(),
    target_audience: values.targetAudience,
    current_stage: values.currentStage,
    goals: values.goals,
  });
  await insertLead('labs_submissions', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('labs_idea_submitted', { stage: row.current_stage });
}
