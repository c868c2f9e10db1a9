import type { LeadForm, LeadValues } from '../_shared/lead-forms.ts';

type Row = Record<string, unknown>;

/** A form's cleaned values as the columns of its table. */
const toRow: { [Form in LeadForm]: (values: LeadValues<Form>) => Row } = {
  idea: (v) => ({
    full_name: v.fullName,
    email: v.email,
    startup_name: v.startupName,
    website: v.website,
    problem: v.problem,
    solution: v.solution,
    target_audience: v.targetAudience,
    current_stage: v.currentStage,
    goals: v.goals,
  }),
  'founder-inquiry': (v) => ({
    full_name: v.fullName,
    email: v.email,
    company_name: v.companyName,
    challenges: v.challenges,
    description: v.description,
    timeline: v.timeline,
    budget: v.budget,
    next_step: v.nextStep,
  }),
  'expert-application': (v) => ({
    full_name: v.fullName,
    email: v.email,
    linkedin_url: v.linkedinUrl,
    expertise: v.expertise,
    work_type: v.workType,
    startup_experience: v.startupExperience,
    availability: v.availability,
    work_style: v.workStyle,
  }),
  // The booking page's quick question is the only contact form: its name and source are fixed.
  question: (v) => ({ name: 'Quick Question', email: v.email, message: v.message, source: 'book-call' }),
  newsletter: (v) => ({ email: v.email, source: v.source }),
  playbook: (v) => ({ full_name: v.name, email: v.email }),
  'beta-access': (v) => ({ mvp_slug: v.mvpSlug, full_name: v.fullName, email: v.email, use_case: v.useCase }),
  diagnostic: (v) => ({
    stage: v.stage,
    challenge: v.challenge,
    validation_strategy: v.validationStrategy,
    monetization_strategy: v.monetizationStrategy,
    pricing_confidence: v.pricingConfidence,
    retention: v.retention,
    needs: v.needs,
    email: v.email,
  }),
  'call-request': (v) => ({
    full_name: v.fullName,
    email: v.email,
    availability: v.availability,
    time_zone: v.timeZone,
    focus: v.focus,
  }),
  booking: (v) => ({ invitee_uri: v.inviteeUri, event_uri: v.eventUri, focus: v.focus }),
};

export function leadRow<Form extends LeadForm>(form: Form, values: LeadValues<Form>): Row {
  return (toRow[form] as (values: LeadValues<Form>) => Row)(values);
}
