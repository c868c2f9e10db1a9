import { site } from '@/config/site';

export type BookingVariantId = 'default' | 'mvp' | 'monetization' | 'strategy';

export type BookingVariant = {
  id: BookingVariantId;
  title: string;
  description: string;
  benefits: readonly [string, string, string];
  schedulingUrl: string;
};

/**
 * docs/product/routes.md (`/book-call`): each known `source` has its own pitch; every variant is a free
 * 20-minute call.
 */
export const bookingVariants: Record<BookingVariantId, BookingVariant> = {
  default: {
    id: 'default',
    title: 'Book Your Free Strategy Call',
    description:
      'A free 20-minute call with a senior advisor. Tell us where you are stuck and leave with a clear next step for your startup.',
    benefits: [
      'An honest read on your biggest bottleneck',
      'Two or three actions you can take this week',
      'A recommendation on whether we can help, and how',
    ],
    schedulingUrl: site.scheduling.default,
  },
  mvp: {
    id: 'mvp',
    title: 'Validate Your MVP Before You Build',
    description:
      'In a free 20-minute call we map the fastest, cheapest way to prove people want your product, usually without writing code.',
    benefits: [
      'The riskiest assumption in your idea, named',
      'A no-code MVP plan you can launch in weeks',
      'The validation numbers that count as a yes',
    ],
    schedulingUrl: site.scheduling.mvp,
  },
  monetization: {
    id: 'monetization',
    title: 'Unlock Revenue Growth',
    description:
      'In a free 20-minute call we look at your pricing, packaging and retention and find the revenue your product is leaving on the table.',
    benefits: [
      'Where your pricing undersells your value',
      'The retention leak that costs you most',
      'A monetization test to run this month',
    ],
    schedulingUrl: site.scheduling.monetization,
  },
  strategy: {
    id: 'strategy',
    title: 'Get a Clear Strategy and Roadmap',
    description:
      'In a free 20-minute call we find the levers that matter for your stage; your custom roadmap follows within 48 hours.',
    benefits: [
      'The two or three priorities that move the needle',
      'What to stop doing, so the team can focus',
      'A custom roadmap within 48 hours of the call',
    ],
    schedulingUrl: site.scheduling.strategy,
  },
};

/** monetization, mvp and strategy pick their variant; anything else, or nothing, the default. */
export function bookingVariant(source: string | null | undefined): BookingVariant {
  const id = source?.trim().toLowerCase();
  return id === 'mvp' || id === 'monetization' || id === 'strategy'
    ? bookingVariants[id]
    : bookingVariants.default;
}

/** The "Choose Your Focus Area" grid of the default variant. */
export const focusAreas: readonly {
  variant: BookingVariant;
  label: string;
  /** Written out, not built from the label: "an MVP", "a Strategy". */
  bookLabel: string;
  text: string;
}[] = [
  {
    variant: bookingVariants.mvp,
    label: 'MVP Validation',
    bookLabel: 'Book an MVP Validation Call',
    text: 'Test demand before you build.',
  },
  {
    variant: bookingVariants.monetization,
    label: 'Monetization',
    bookLabel: 'Book a Monetization Call',
    text: 'Pricing, retention and revenue.',
  },
  {
    variant: bookingVariants.strategy,
    label: 'Strategy & Roadmap',
    bookLabel: 'Book a Strategy & Roadmap Call',
    text: 'Priorities and a 90-day plan.',
  },
];
