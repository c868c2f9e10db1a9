// A relative import with its extension, not `@/`: the end-to-end tests (Node) read this list too.
import { paths } from '../config/paths.ts';
import {
  afterCall,
  capitalized,
  freeCall,
  promises,
  roadmapPromise,
} from '../../supabase/functions/_shared/promises.ts';

/** What /book-call shows a founder who comes from a service's booking links (`?source=<source>`). */
export type BookingPitch = {
  /**
   * The `source` of the service's booking links: it picks this pitch, the scheduling link
   * `site.scheduling[source]` (the general one when it has none) and reaches analytics.
   */
  source: string;
  title: string;
  description: string;
  benefits: readonly [string, string, string];
  /** What arrives in writing after the call, by when (src/content/promises: one promise, every page). */
  followUp: string;
  /** The service's card in the general pitch's "Choose Your Focus Area" grid. */
  focus: { label: string; bookLabel: string; text: string };
};

export type Service = {
  id: string;
  /** The service's page; its content is `servicePages[id]` (src/content/service-pages.ts). */
  to: string;
  /** Its name in the menus, the cards and the lists. */
  title: string;
  summary: string;
  outcomes: readonly string[];
  pitch: BookingPitch;
};

/**
 * The studio's services, in the order every menu and list shows them. A service is one entry here: the
 * navigation's Solutions menu and its highlight, the footer, the home, /solutions and /about lists, the
 * count in their copy, the /book-call pitches and focus areas, and the end-to-end tests' page lists all
 * read this list. Its page needs its content (src/content/service-pages.ts), its path (src/config/paths.ts)
 * and its route (src/app/routes.tsx).
 */
export const services = [
  {
    id: 'strategy',
    title: 'Strategy & Roadmap',
    summary: `A clear, prioritised plan for what to build, who it is for and how it makes money: ${roadmapPromise}.`,
    outcomes: [
      'Your biggest growth bottlenecks, named',
      'A 90-day action plan',
      'The metrics that matter now',
    ],
    to: paths.strategy,
    pitch: {
      source: 'strategy',
      title: 'Get a Clear Strategy and Roadmap',
      description: `In a ${freeCall} we find the levers that matter for your stage; your first roadmap follows ${afterCall(promises.firstRoadmapHours)}.`,
      benefits: [
        'The two or three priorities that move the needle',
        'What to stop doing, so the team can focus',
        `A first roadmap ${afterCall(promises.firstRoadmapHours)}`,
      ],
      followUp: capitalized(roadmapPromise),
      // Written out, not built from the label: "an MVP", "a Strategy".
      focus: {
        label: 'Strategy & Roadmap',
        bookLabel: 'Book a Strategy & Roadmap Call',
        text: 'Priorities and a 90-day plan.',
      },
    },
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
    pitch: {
      source: 'mvp',
      title: 'Validate Your MVP Before You Build',
      description: `In a ${freeCall} we map the fastest, cheapest way to prove people want your product, usually without writing code.`,
      benefits: [
        'The riskiest assumption in your idea, named',
        'A no-code MVP plan you can launch in weeks',
        'The validation numbers that count as a yes',
      ],
      followUp: `A written summary ${afterCall(promises.callSummaryHours)}`,
      focus: {
        label: 'MVP Validation',
        bookLabel: 'Book an MVP Validation Call',
        text: 'Test demand before you build.',
      },
    },
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
    pitch: {
      source: 'monetization',
      title: 'Unlock Revenue Growth',
      description: `In a ${freeCall} we look at your pricing, packaging and retention and find the revenue your product is leaving on the table.`,
      benefits: [
        'Where your pricing undersells your value',
        'The retention leak that costs you most',
        'A monetization test to run this month',
      ],
      followUp: `Your growth plan ${afterCall(promises.growthPlanHours)}`,
      focus: {
        label: 'Monetization',
        bookLabel: 'Book a Monetization Call',
        text: 'Pricing, retention and revenue.',
      },
    },
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]['id'];

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = numberWords[services.length] ?? String(services.length);

/** How many services there are, in words, for the copy: "our three services", "Three ways we help". */
export const serviceCount = { lower: count, capital: count.charAt(0).toUpperCase() + count.slice(1) };
