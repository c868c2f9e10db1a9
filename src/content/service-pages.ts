import type { ServicePageContent } from '@/components/marketing/service-page';
import { paths } from '@/config/paths';
import { figureCard } from './figures';
import type { ServiceId } from './services';
import { afterCall, freeCall, promises, roadmapPromise } from '../../supabase/functions/_shared/promises.ts';

const book = (source: string, label: string) => ({ label, to: paths.bookCall({ source }) });

const strategyPage: ServicePageContent = {
  seo: {
    title: 'Strategy & Roadmap',
    description: `A ${freeCall}, then ${roadmapPromise}: your growth bottleneck, the levers that move it and a 90-day action plan.`,
  },
  hero: {
    kicker: 'Strategy & Roadmap',
    picture: 'strategy',
    title: 'Know exactly what to build next, and why',
    paragraphs: [
      `A ${freeCall}, then ${roadmapPromise}. It names the bottleneck holding your startup back, the levers that move it and a 90-day plan your team can start on Monday.`,
    ],
    actions: [
      book('strategy', 'Book Your Free Strategy Call'),
      { label: 'See how it works', to: '#how-it-works' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      anchor: 'what-you-get',
      title: 'What you will walk away with',
      cards: [
        {
          title: 'A clear diagnosis',
          text: 'The one bottleneck that limits growth right now, named plainly and backed by your own numbers.',
        },
        {
          title: 'A prioritised roadmap',
          text: 'What to build, test and stop doing over the next 90 days, in order of impact.',
        },
        {
          title: 'Metrics that matter',
          text: 'The handful of numbers that tell you each week whether the plan is working.',
        },
      ],
    },
    {
      kind: 'fit',
      anchor: 'product-strategy',
      title: 'Product strategy and roadmapping',
      intro:
        'We help founders turn a long list of ideas into a short list of bets, each with a way to tell whether it paid off.',
      perfectFor: [
        'Founders with an idea or an early product who are unsure what to prioritise',
        'Teams whose roadmap is a wish list rather than a plan',
        'Startups preparing for a raise who need a credible growth story',
        'Solo founders who want an experienced sparring partner',
      ],
      notFor: [
        'Companies looking for an agency to write code to a fixed specification',
        'Teams that want a 60-page strategy deck rather than decisions',
        'Anyone not ready to change course when the data says so',
      ],
    },
    {
      kind: 'steps',
      anchor: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          label: 'Week 1',
          title: 'Deep dive analysis',
          text: `Starting from the first roadmap you had ${afterCall(promises.firstRoadmapHours)}, we review your product, funnel, customers and numbers, and interview you and, where useful, a few customers.`,
        },
        {
          label: 'Week 2',
          title: 'Identify key levers',
          text: 'We find the few changes with the biggest effect on growth and rank them by impact and effort.',
        },
        {
          label: `Week ${promises.fullRoadmapWeek}`,
          title: 'Actionable roadmap',
          text: 'You receive the full 90-day roadmap with owners, experiments, success thresholds and the metrics to watch.',
        },
        {
          label: 'Week 4 onward',
          title: 'Implementation support',
          text: 'Optional check-ins to review results, adjust the plan and keep momentum as you execute.',
        },
      ],
      action: book('strategy', 'Start with a free call'),
    },
    {
      kind: 'prose',
      anchor: 'why-it-matters',
      title: 'Why the roadmap is a game-changer',
      paragraphs: [
        'Most early-stage teams are busy but not focused. Every week without a clear priority is a week of runway spent on work that may not matter.',
        'A roadmap built on a diagnosis changes that: the whole team knows what matters this quarter, what would count as success and what to ignore.',
      ],
      cards: [figureCard('clearerFounders'), figureCard('focusedRoadmaps'), figureCard('firstRoadmap')],
    },
    {
      kind: 'preview',
      anchor: 'sample-roadmap',
      title: 'A look inside a sample roadmap',
      intro: 'Every roadmap follows the same structure, so it is easy to share with your team and investors.',
      parts: [
        {
          title: 'Executive summary',
          lines: ['Where the startup stands today', 'The single most important goal for the quarter'],
        },
        {
          title: 'Growth bottlenecks',
          lines: [
            'The funnel stage losing the most value',
            'Evidence from your data and customer conversations',
          ],
        },
        {
          title: '90-day action plan',
          lines: [
            'Experiments in priority order, each with an owner',
            'Success thresholds agreed before anything launches',
          ],
        },
        {
          title: 'Key metrics dashboard',
          lines: ['Three to five weekly numbers', 'Targets for day 30, 60 and 90'],
        },
      ],
    },
  ],
  freeTool: 'diagnostic',
  cta: {
    heading: `Get your first roadmap within ${promises.firstRoadmapHours} hours`,
    text: `Book a ${freeCall}. If we can help, ${roadmapPromise}.`,
    action: book('strategy', 'Book Your Free Strategy Call'),
  },
};

const mvpPage: ServicePageContent = {
  seo: {
    title: 'MVP Validation',
    description:
      'Validate demand before you build. Real users, no-code prototypes and pricing tests give you a build-or-kill decision in weeks, not months.',
  },
  hero: {
    kicker: 'MVP Validation',
    picture: 'mvp',
    title: 'Validate demand before you build',
    paragraphs: [
      'Find out whether customers will pay in weeks rather than 3-6 months. We test your idea with real users, then build the smallest product that proves it, with no-code tools and automation.',
    ],
    actions: [
      book('mvp', 'Book Your Free MVP Call'),
      { label: 'Read the 6-week case study', to: paths.caseStudies.mvpValidation },
    ],
  },
  sections: [
    {
      kind: 'cards',
      anchor: 'what-you-get',
      title: 'What you will walk away with',
      cards: [
        {
          title: 'Evidence, not opinions',
          text: 'Interview findings, landing-page results and pre-orders that show whether the demand is real.',
        },
        {
          title: 'A working MVP',
          text: 'A no-code product built in 1-2 weeks that real users can try, and pay for.',
        },
        {
          title: 'A build-or-kill decision',
          text: 'A clear recommendation on what to build next, change or stop, backed by the data.',
        },
      ],
    },
    {
      kind: 'cards',
      anchor: 'no-code-strategy',
      title: 'No-code and automation strategy',
      intro: 'The right tools get an idea in front of users in days and save around 40% of development time.',
      columns: 4,
      cards: [
        {
          title: 'Rapid prototypes',
          text: 'Clickable products in Bubble, Softr or FlutterFlow that behave like the real thing.',
        },
        {
          title: 'Workflow automation',
          text: 'Make or Zapier flows that do the work a back end would, without engineers.',
        },
        {
          title: 'Payments from day one',
          text: 'Stripe links and checkouts so the first test is whether people pay.',
        },
        {
          title: 'A path to code',
          text: 'A plan for which parts to rebuild in code once the product has earned it.',
        },
      ],
    },
    {
      kind: 'steps',
      anchor: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          label: 'Step 1',
          title: 'Idea refinement',
          text: 'We sharpen the problem, the customer and the kill criteria that would prove the idea wrong.',
        },
        {
          label: 'Step 2',
          title: 'Rapid prototyping',
          text: 'A landing page and a no-code prototype, live within days.',
        },
        {
          label: 'Step 3',
          title: 'User testing and experimentation',
          text: 'Interviews, usability sessions and pricing tests with real prospects.',
        },
        {
          label: 'Step 4',
          title: 'Iterate and improve',
          text: 'We change what the evidence says to change and repeat until the answer is clear.',
        },
      ],
      action: book('mvp', 'Validate my idea'),
    },
    {
      kind: 'prose',
      anchor: 'why-it-matters',
      title: 'Why validation matters',
      paragraphs: [
        'The most expensive way to learn that nobody wants a product is to build it first. Validation turns months of building into weeks of learning.',
        'Across 30+ MVPs we have validated, teams reached a decision about 4x faster than with a traditional build.',
      ],
      cards: [figureCard('mvpsValidated'), figureCard('fasterValidation'), figureCard('mvpInWeeks')],
    },
  ],
  freeTool: 'labs',
  cta: {
    heading: 'Find out if your idea has legs',
    text: `A ${freeCall} to look at your idea and the fastest way to test it.`,
    action: book('mvp', 'Book Your Free MVP Call'),
    secondary: { label: 'Submit your idea to Labs', to: paths.labs.submitIdea },
  },
};

const growthPage: ServicePageContent = {
  seo: {
    title: 'Revenue Growth',
    description: `Pricing, retention and investor readiness for startups with users. A ${freeCall}, then your growth plan ${afterCall(promises.growthPlanHours)}.`,
  },
  hero: {
    kicker: 'Revenue Growth',
    picture: 'growth',
    title: 'Turn users into revenue that compounds',
    paragraphs: [
      `Pricing, retention and investor readiness for founders who have users and now need a business. A ${freeCall}, then your growth plan ${afterCall(promises.growthPlanHours)}.`,
    ],
    actions: [
      book('monetization', 'Book Your Free Revenue Call'),
      { label: 'See how it works', to: '#how-it-works' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      anchor: 'what-you-get',
      title: 'What you walk away with',
      cards: [
        {
          title: 'A monetization plan',
          text: 'Pricing, packaging and the experiments that will tell you what customers will pay.',
        },
        {
          title: 'A retention playbook',
          text: 'Where users drop off and the changes that keep them, ranked by impact.',
        },
        {
          title: 'An investor-ready story',
          text: 'The metrics, narrative and data room investors expect at your stage.',
        },
      ],
    },
    {
      kind: 'checklist',
      anchor: 'investor-readiness',
      title: 'Investor readiness',
      intro:
        'Four questions every investor will ask. If you cannot answer one with confidence, that is where we start.',
      items: [
        'Can you show revenue or engagement growing month over month?',
        'Do you know your customer acquisition cost and payback period?',
        'Does your retention curve flatten, and can you explain why?',
        'Can you say exactly what this round will let you prove, and by when?',
      ],
      action: book('investor', 'Get investor-ready'),
    },
    {
      kind: 'cards',
      anchor: 'retention-and-revenue',
      title: 'Customer retention and revenue optimization',
      intro: 'Growth that leaks is expensive. We fix the leaks first, then make every customer worth more.',
      cards: [
        {
          title: 'Onboarding to activation',
          text: 'Get new users to the moment of value faster, so more of them stay.',
        },
        {
          title: 'Churn prevention',
          text: 'Spot at-risk customers early and keep them with the right offer.',
        },
        { title: 'Expansion revenue', text: 'Packages and upgrades that grow with your customers’ success.' },
      ],
      action: book('retention', 'Fix my retention'),
    },
    {
      kind: 'steps',
      anchor: 'how-it-works',
      title: 'How it works',
      steps: [
        {
          label: 'Step 1',
          title: 'Revenue strategy development',
          text: 'We map how you make money today and where value is left on the table.',
        },
        {
          label: 'Step 2',
          title: 'Monetization testing',
          text: 'Price and packaging experiments with real customers and clear success thresholds.',
        },
        {
          label: 'Step 3',
          title: 'User monetization optimization',
          text: 'Upgrades, annual plans and retention changes that raise revenue per user.',
        },
        {
          label: 'Step 4',
          title: 'Scalable growth plan',
          text: 'A plan that keeps revenue compounding as you add customers and team.',
        },
      ],
      action: book('monetization', 'Start with a free call'),
    },
    {
      kind: 'prose',
      anchor: 'why-it-matters',
      title: 'Why fixing monetization matters',
      paragraphs: [
        'Most startups undercharge and over-acquire. Small changes to pricing and retention often do more for revenue than doubling the marketing budget.',
      ],
      cards: [figureCard('revenueIn90Days'), figureCard('lessChurn'), figureCard('conversion')],
    },
  ],
  freeTool: 'playbook',
  cta: {
    heading: `Get your growth plan within ${promises.growthPlanHours} hours`,
    text: `Book a ${freeCall}. Your growth plan arrives ${afterCall(promises.growthPlanHours)}.`,
    action: book('monetization', 'Book Your Free Revenue Call'),
  },
};

/** Each service's page (the services are listed in ./services.ts); one without a page fails the type check. */
export const servicePages: Record<ServiceId, ServicePageContent> = {
  strategy: strategyPage,
  mvp: mvpPage,
  growth: growthPage,
};
