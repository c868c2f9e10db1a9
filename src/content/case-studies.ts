import type { Card } from '@/components/marketing/blocks';
import type { ServicePictureKind } from '@/components/illustrations/service-picture';
import type { BookingSource } from '@/config/paths';
import { capitalized, roadmapPromise } from '../../supabase/functions/_shared/promises.ts';

export type CaseStudy = {
  slug: 'mvp-validation' | 'product-strategy' | 'funding-readiness';
  service: string;
  /** The service's picture, with the study's headline result on it. */
  picture: ServicePictureKind;
  title: string;
  summary: string;
  client: string;
  challenge: readonly string[];
  approach: readonly { title: string; text: string }[];
  results: readonly Card[];
  lesson: string;
  cta: { heading: string; label: string; source: BookingSource };
};

/** Built from the figures the studio quotes (docs/product/README.md#standing-rules); copy only, no logic. */
export const caseStudies: readonly CaseStudy[] = [
  {
    slug: 'mvp-validation',
    service: 'MVP Validation',
    picture: 'mvp',
    title: 'From idea to 20 paying customers in six weeks',
    summary:
      'A first-time founder wanted to build a workflow tool for service businesses. Six weeks of validation and a no-code MVP replaced a planned six-month build.',
    client: 'Solo founder, B2B workflow automation',
    challenge: [
      'The founder had a detailed product spec and a quote for a six-month custom build, but no evidence that service businesses would pay for it.',
      'Savings were limited: one failed build would have ended the company before it started.',
    ],
    approach: [
      {
        title: 'Weeks 1-2: interviews and kill criteria',
        text: 'Twenty interviews with agency and consultancy owners, measured against three written kill criteria.',
      },
      {
        title: 'Week 3: landing page with a price',
        text: 'A one-page site with a paid pilot offer, sent to interviewees and two niche communities.',
      },
      {
        title: 'Weeks 4-5: a no-code MVP in 5 days',
        text: 'The core intake-to-invoice workflow built with no-code tools and automation, nothing else.',
      },
      {
        title: 'Week 6: hands-on onboarding',
        text: 'The first users onboarded one by one, with every confusion fixed the same day.',
      },
    ],
    results: [
      {
        figure: '6 weeks',
        title: 'to a confident decision',
        text: 'instead of the 3-6 months a traditional build would have taken.',
      },
      { figure: '150', title: 'beta users', text: 'signed up from the landing page and communities.' },
      { figure: '20', title: 'paying customers', text: 'before any custom code was written.' },
      {
        figure: '40%',
        title: 'less development time',
        text: 'when the proven parts were later rebuilt, because the scope was already known.',
      },
    ],
    lesson:
      'Validation did not slow the founder down: it replaced months of building with weeks of learning, and the product that shipped was the one customers had already paid for.',
    cta: { heading: 'Validate your idea the same way', label: 'Book Your Free MVP Call', source: 'mvp' },
  },
  {
    slug: 'product-strategy',
    service: 'Strategy & Roadmap',
    picture: 'strategy',
    title: 'One priority instead of ten: 60% more MRR in eight weeks',
    summary:
      'A seed-stage SaaS team was shipping features every week and growing slowly. A diagnosis and a 90-day roadmap turned their effort onto the one bottleneck that mattered.',
    client: 'Seed-stage B2B SaaS, team of six',
    challenge: [
      'The roadmap held forty items from customers, investors and the team, and every sprint touched a different area.',
      'Sign-ups were healthy, but most new accounts never finished set-up, so revenue barely moved.',
    ],
    approach: [
      {
        title: 'Deep dive analysis',
        text: 'A funnel review and ten customer calls located the bottleneck: activation, not acquisition.',
      },
      {
        title: 'Identify key levers',
        text: 'Twenty experiment ideas, scored by impact, confidence and ease; the top three chosen.',
      },
      {
        title: 'Actionable roadmap',
        text: `${capitalized(roadmapPromise)}: a 90-day plan with owners and success thresholds.`,
      },
      {
        title: 'Implementation support',
        text: 'Weekly 30-minute reviews to scale what worked and drop what did not.',
      },
    ],
    results: [
      { figure: '60%', title: 'MRR increase', text: 'within eight weeks of starting the roadmap.' },
      { figure: '40%', title: 'retention gain', text: 'in the week-4 retention of new cohorts.' },
      {
        figure: '3x',
        title: 'user growth',
        text: 'over six months, with customer acquisition cost kept under $50.',
      },
    ],
    lesson:
      'The team did not need more ideas. It needed to know which one problem to solve first, and permission to ignore the rest for a quarter.',
    cta: {
      heading: 'Get a roadmap built around your numbers',
      label: 'Book Your Free Strategy Call',
      source: 'strategy',
    },
  },
  {
    slug: 'funding-readiness',
    service: 'Revenue Growth',
    picture: 'growth',
    title: 'A $2M seed round closed in six weeks',
    summary:
      'A founder with traction but a shaky story was preparing to raise. Fixing pricing first and building an investor-ready narrative turned a long process into a short one.',
    client: 'Vertical SaaS founder, pre-seed to seed',
    challenge: [
      'Revenue was growing, but the founder could not explain unit economics with confidence, and early investor meetings ended in "not yet".',
      'Prices had not changed since the first customer, and large accounts paid the same as small ones.',
    ],
    approach: [
      {
        title: 'Pricing and packaging',
        text: 'Three tiers built around one value metric, tested on new prospects first.',
      },
      {
        title: 'Metrics sheet',
        text: 'One page with MRR growth, CAC, payback, gross margin and runway, owned by the founder.',
      },
      {
        title: 'The story',
        text: 'A two-sentence pitch and a deck that tied the raise to milestones the next round would need.',
      },
      {
        title: 'The process',
        text: 'A target list of investors at the right stage and first meetings packed into two weeks.',
      },
    ],
    results: [
      { figure: '$2M', title: 'seed round', text: 'closed six weeks after the first investor meeting.' },
      { figure: '3x', title: 'conversion', text: 'on the new pricing page, with 2x average deal size.' },
      {
        figure: '30%',
        title: 'less churn',
        text: 'after moving small customers to a tier that fitted them.',
      },
    ],
    lesson:
      'Investors funded the same company they had passed on months earlier. What changed was a business model that made sense and a founder who owned the numbers.',
    cta: { heading: 'Get investor-ready', label: 'Book an Investor-Readiness Call', source: 'investor' },
  },
];
