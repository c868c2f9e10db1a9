import { paths } from '@/config/paths';
import type { LeadForm } from '@/lib/leads';

/**
 * The forms that also post without scripts (every lead form but the quiz, which needs them), each with the
 * pages the leads function sends such a post to (docs/product/forms.md, "Answers to a native post").
 */
export const nativeLeadForms = [
  'idea',
  'founder-inquiry',
  'expert-application',
  'question',
  'newsletter',
  'playbook',
  'beta-access',
  'call-request',
] as const satisfies readonly LeadForm[];
export type NativeLeadForm = (typeof nativeLeadForms)[number];

export const isNativeLeadForm = (form: string | undefined): form is NativeLeadForm =>
  (nativeLeadForms as readonly string[]).includes(form ?? '');

/** What each form sends, in a visitor's words. */
export const leadNouns: Record<NativeLeadForm, string> = {
  idea: 'Your idea',
  'founder-inquiry': 'Your request',
  'expert-application': 'Your application',
  question: 'Your question',
  newsletter: 'Your sign-up',
  playbook: 'Your playbook request',
  'beta-access': 'Your beta request',
  'call-request': 'Your request for a call',
};

/** Where each form is, to go back to it. */
export const leadFormPages: Record<NativeLeadForm, string> = {
  idea: paths.labs.submitIdea,
  'founder-inquiry': paths.collective.founderInquiry,
  'expert-application': paths.collective.expertApplication,
  question: paths.bookCall(),
  newsletter: paths.blog.list,
  playbook: paths.growthPlaybook,
  'beta-access': paths.labs.mvps,
  'call-request': paths.bookCall(),
};

/** The fields of the forms, as their labels name them. */
export const leadFieldLabels: Record<string, string> = {
  fullName: 'Full name',
  name: 'Name',
  email: 'Email',
  startupName: 'Startup name',
  website: 'Website',
  problem: 'The problem you are solving',
  solution: 'Your solution',
  targetAudience: 'Target audience',
  currentStage: 'Current stage',
  goals: 'What you want from Labs',
  agreed: 'Agreeing to the terms',
  companyName: 'Company name',
  challenges: 'Your challenges',
  description: 'Description',
  timeline: 'Timeline',
  budget: 'Budget',
  nextStep: 'Preferred next step',
  linkedinUrl: 'LinkedIn or portfolio URL',
  expertise: 'Areas of expertise',
  workType: 'Type of work',
  startupExperience: 'Startup experience',
  availability: 'Availability',
  workStyle: 'Work style',
  message: 'Your question',
  useCase: 'What you want to use it for',
  mvpSlug: 'The MVP',
  source: 'Where you signed up',
  timeZone: 'Your time zone',
};
