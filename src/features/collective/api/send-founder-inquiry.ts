import { optionSets } from '@/config/option-sets';
import { trackEvent } from '@/lib/analytics';
import {
  assertValid,
  cleanText,
  nameAndEmailErrors,
  optionalText,
  optionalTextError,
  someOf,
  type FieldErrors,
} from '@/lib/lead-rules';
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

/** collective_inquiries' column limits; the inputs' maxlength. */
export const founderInquiryLimits = { companyName: 120, description: 5000 } as const;

/** The inquiry form's rule set: the messages on screen, and the check before the insert. */
export function validateFounderInquiry(values: FounderInquiryValues): FieldErrors<FounderInquiryValues> {
  const errors: FieldErrors<FounderInquiryValues> = nameAndEmailErrors(values);
  const company = optionalTextError(values.companyName, founderInquiryLimits.companyName, 'Company name');
  if (company) errors.companyName = company;
  if (!someOf(values.challenges, optionSets.inquiryChallenges))
    errors.challenges = 'Please select at least one challenge';
  const description = optionalTextError(values.description, founderInquiryLimits.description, 'Description', {
    multiLine: true,
  });
  if (description) errors.description = description;
  if (!optionSets.inquiryTimeline.includes(values.timeline as never))
    errors.timeline = 'Please select a timeline';
  if (values.budget && !optionSets.inquiryBudget.includes(values.budget as never))
    errors.budget = 'Please select a budget';
  if (!optionSets.inquiryNextStep.includes(values.nextStep as never))
    errors.nextStep = 'Please select your preferred next step';
  return errors;
}

export function founderInquiryRow(values: FounderInquiryValues) {
  return {
    full_name: cleanText(values.fullName),
    email: cleanText(values.email),
    company_name: optionalText(values.companyName),
    challenges: values.challenges,
    description: optionalText(values.description),
    timeline: values.timeline,
    budget: values.budget || null,
    next_step: values.nextStep,
  };
}

/** The inquiry lands in collective_inquiries (status pending by default), then the event. */
export async function sendFounderInquiry(values: FounderInquiryValues, requestId: string): Promise<void> {
  assertValid('inquiry form', validateFounderInquiry, values);
  const row = founderInquiryRow(values);
  await insertLead('collective_inquiries', row, requestId);
  rememberVisitor({ name: row.full_name, email: row.email });
  trackEvent('collective_inquiry_submitted', { timeline: row.timeline, next_step: row.next_step });
}
