import { trackEvent } from '@/lib/analytics';
import { leadChecks, leadLimits, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type ExpertApplicationValues = {
  fullName: string;
  email: string;
  linkedinUrl: string;
  expertise: string[];
  workType: string[];
  startupExperience: string;
  availability: string;
  workStyle: string;
};

/** collective_applications' column limits; the inputs' maxlength. */
export const expertApplicationLimits = {
  linkedinUrl: leadLimits.webUrl,
  workStyle: leadLimits.mediumText,
} as const;

/** The application form's checks: its schema's messages. */
export const validateExpertApplication = leadChecks<ExpertApplicationValues>('expert-application');

/** The application goes to the leads function (collective_applications, status pending), then the event. */
export async function submitExpertApplication(
  values: ExpertApplicationValues,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const { values: application, visitorMail } = await sendLead(
    'expert-application',
    values,
    requestId,
    options,
  );
  rememberVisitor({ name: application.fullName, email: application.email });
  trackEvent('collective_application_submitted', { availability: application.availability });
  return { visitorMail, email: application.email };
}
