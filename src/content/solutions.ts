import { paths } from '@/config/paths';

export type Solution = {
  id: 'strategy' | 'mvp' | 'growth';
  title: string;
  summary: string;
  outcomes: readonly string[];
  to: string;
};

/** The three services, as every page that presents them describes them. */
export const solutions: readonly Solution[] = [
  {
    id: 'strategy',
    title: 'Strategy & Roadmap',
    summary:
      'A clear, prioritised plan for what to build, who it is for and how it makes money, delivered within 48 hours of our call.',
    outcomes: [
      'Your biggest growth bottlenecks, named',
      'A 90-day action plan',
      'The metrics that matter now',
    ],
    to: paths.strategy,
  },
  {
    id: 'mvp',
    title: 'MVP Validation',
    summary:
      'Prove people want it before you write a line of code: rapid no-code prototypes, real users and honest experiments.',
    outcomes: [
      'Demand tested in weeks, not months',
      'A no-code and automation plan',
      'A build-or-kill decision backed by data',
    ],
    to: paths.mvp,
  },
  {
    id: 'growth',
    title: 'Revenue Growth',
    summary:
      'Pricing, retention and investor readiness for founders who have users and now need a business that compounds.',
    outcomes: [
      'Monetization experiments that pay back',
      'Retention you can show investors',
      'A scalable growth plan',
    ],
    to: paths.growth,
  },
];
