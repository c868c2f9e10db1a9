import { trackEvent } from '@/lib/analytics';
import { leadChecks, leadLimits, sendLead, type Delivered, type SendOptions } from '@/lib/leads';
import { rememberVisitor } from '@/lib/visit';

export type FounderInquiryValues = {
  fullName: string;
  email: string;
  companyName: string;
  challenges: string[];
  description: string;
  timeline: string;
  budget: string;
  nextStep: string;
};

/** collective_inquiries' column limits; the inputs' maxlength. */
export const founderInquiryLimits = {
  companyName: leadLimits.name,
  description: leadLimits.longText,
} as const;

/** The inquiry form's checks: its schema's messages. */
export const validateFounderInquiry = leadChecks<FounderInquiryValues>('founder-inquiry');

/** The inquiry goes to the leads function (collective_inquiries, status pending), then the event. */
export async function sendFounderInquiry(
  values: FounderInquiryValues,
  requestId: string,
  options?: SendOptions,
): Promise<Delivered> {
  const { values: inquiry, visitorMail } = await sendLead('founder-inquiry', values, requestId, options);
  rememberVisitor({ name: inquiry.fullName, email: inquiry.email });
  trackEvent('collective_inquiry_submitted', { timeline: inquiry.timeline, next_step: inquiry.nextStep });
  return { visitorMail, email: inquiry.email };
}
