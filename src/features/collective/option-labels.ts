import type { OptionOf } from '@/config/option-sets';

/** What a visitor reads for each stored code of the Collective's option sets (docs/product/forms.md). */
export const challengeLabels: Record<OptionOf<'inquiryChallenges'>, string> = {
  'product-strategy': 'Product strategy and roadmap',
  gtm: 'Go-to-market',
  'nocode-mvp': 'No-code MVP build',
  'growth-retention': 'Growth and retention',
  'revenue-monetization': 'Revenue and monetization',
  'scaling-ops': 'Scaling operations',
  other: 'Something else',
};

export const timelineLabels: Record<OptionOf<'inquiryTimeline'>, string> = {
  asap: 'As soon as possible',
  '1-3-months': 'In 1-3 months',
  '3-6-months': 'In 3-6 months',
  'longer-term': 'Longer term',
};

export const budgetLabels: Record<OptionOf<'inquiryBudget'>, string> = {
  '<$5K': 'Under $5K',
  '$5K-$10K': '$5K-$10K',
  '$10K-$25K': '$10K-$25K',
  '$25K+': '$25K or more',
};

export const nextStepLabels: Record<OptionOf<'inquiryNextStep'>, string> = {
  call: 'Book a call with us',
  'more-info': 'Send me more information first',
  'not-sure': 'Not sure yet',
};

export const expertiseLabels: Record<OptionOf<'applicationExpertise'>, string> = {
  'product-strategy': 'Product strategy',
  'gtm-growth': 'Go-to-market and growth',
  'nocode-mvps': 'No-code MVPs',
  'revenue-pricing': 'Revenue and pricing',
  'scaling-ops': 'Scaling operations',
  other: 'Other',
};

export const workTypeLabels: Record<OptionOf<'applicationWorkType'>, string> = {
  'short-term': 'Short-term projects',
  'long-term': 'Long-term engagements',
  advisory: 'Advisory',
  execution: 'Hands-on execution',
  other: 'Other',
};

export const startupExperienceLabels: Record<OptionOf<'applicationStartupExperience'>, string> = {
  yes: 'Yes, I have worked with early-stage startups',
  some: 'Some',
  no: 'Not yet',
};

export const availabilityLabels: Record<OptionOf<'applicationAvailability'>, string> = {
  '<5': 'Under 5 hours a week',
  '5-10': '5-10 hours a week',
  '10-20': '10-20 hours a week',
  'full-time': 'Full-time',
};
