import { trackEvent } from '@/lib/analytics';
import { leadChecks, leadLimits, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
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
export const ideaLimits = {
  startupName: leadLimits.name,
  website: leadLimits.webUrl,
  problem: leadLimits.longText,
  solution: leadLimits.longText,
} as const;

/** The idea form's checks: its schema's messages (docs/product/forms.md#idea). */
export const validateIdea = leadChecks<IdeaValues>('idea');

/** The idea goes to the leads function (labs_submissions), then the event. */
export async function submitIdea(
  values: IdeaValues,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const { values: idea, visitorMail } = await sendLead('idea', values, requestId, options);
  rememberVisitor({ name: idea.fullName, email: idea.email });
  trackEvent('labs_idea_submitted', { stage: idea.currentStage });
  return { visitorMail, email: idea.email };
}
