import * as z from 'zod/mini';
import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
import { insertLead } from '@/lib/leads';
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

const optional = (value: string) => value.trim() || null;

/** Mirrors collective_inquiries' constraints. */
export const founderInquiryRowSchema = z.object({
  full_name: z.string().check(z.minLength(1), z.maxLength(120)),
  email: z.email().check(z.maxLength(254)),
  company_name: z.nullable(z.string().check(z.maxLength(120))),
  challenges: z.array(z.enum(optionSets.inquiryChallenges)).check(z.minLength(1)),
  description: z.nullable(z.string().check(z.maxLength(5000))),
  timeline: z.enum(optionSets.inquiryTimeline),
  budget: z.nullable(z.enum(optionSets.inquiryBudget)),
  next_step: z.enum(optionSets.inquiryNextStep),
});

/**
 * docs/product/forms.md#collective-inquiry: the founder's inquiry lands in collective_inquiries (status
 * pending by default), then the event.
 */
export async function sendFounderInquiry(values: FounderInquiryValues, requestId: string): Promise<void> {
  const row = z.parse(founderInquiryRowSchema, {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    company_name: optional(values.companyName),
    challenges: values.challenges,
    description: optional(values.description),
    timeline: values.timeline,
    budget: values.budget || null,
    next_step: values.nextStep,
  });
  await insertLead('collective_inquiries', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('collective_inquiry_submitted', { timeline: row.timeline, next_step: row.next_step });
}
