import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { services, type ServiceId } from './services';
import { afterCall, freeCall, promises, roadmapPromise } from '../../supabase/functions/_shared/promises.ts';

/** How any engagement is bought, step by step: the same for every service and the Collective. */
export const engagementSteps = [
  {
    label: 'Step 1',
    title: `A ${freeCall}`,
    text: 'We find out whether we can help. If we cannot, we say so, and who could.',
  },
  {
    label: 'Step 2',
    title: 'A written proposal',
    text: 'The scope, the outcome, the dates and one fixed price, in writing. Nothing is owed until you accept it.',
  },
  {
    label: 'Step 3',
    title: 'Accept and pay',
    text: `You accept by email and pay our invoice in advance; your first working session is within ${promises.firstSessionBusinessDays} business days.`,
  },
  {
    label: 'Step 4',
    title: 'The work',
    text: `Sessions over Zoom, deliverables in writing as each service promises, and every document kept for you for at least ${promises.documentsKeptDays} days.`,
  },
] as const;

/** What a founder buys from each service, with what arrives when (the promises module's words). */
const serviceEngagements: Record<ServiceId, string> = {
  strategy: `A roadmap engagement: ${roadmapPromise}, then optional check-ins while you execute.`,
  mvp: 'A validation sprint: interviews and experiments, a no-code MVP built in 1-2 weeks and a build-or-kill decision backed by the data.',
  growth: `A growth engagement: your growth plan ${afterCall(promises.growthPlanHours)}, then pricing, retention and investor-readiness work with clear success thresholds.`,
};

export const engagementOffers: readonly { title: string; to: string; text: string }[] = [
  ...services.map((service) => ({
    title: service.title,
    to: service.to,
    text: serviceEngagements[service.id],
  })),
  {
    title: 'The Collective',
    to: paths.collective.home,
    text: 'A vetted expert for a fixed sprint or an ongoing advisory role, scoped and priced the same way.',
  },
];

/** The price line: the owner's typical range when one is set (VITE_TYPICAL_ENGAGEMENT_RANGE), else the rule. */
export const engagementPrice = site.typicalEngagementRange
  ? `Engagements typically cost ${site.typicalEngagementRange}. Your proposal fixes the price before any work starts.`
  : 'Your proposal fixes the price before any work starts; there are no packages to decode and nothing to pay on this site.';
