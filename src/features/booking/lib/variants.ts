import { site } from '@/config/site';
import { services } from '@/content/services';
import { afterCall, freeCall, promises } from '../../../../supabase/functions/_shared/promises.ts';

export type BookingVariant = {
  /** `default`, or the `source` that asks for it. */
  id: string;
  title: string;
  description: string;
  benefits: readonly [string, string, string];
  /** What arrives in writing after the call, by when. */
  followUp: string;
  schedulingUrl: string;
};

/** The pitch of /book-call without a `source`, or with one no service names. */
const generalVariant: BookingVariant = {
  id: 'default',
  title: 'Book Your Free Strategy Call',
  description: `A ${freeCall} with a senior advisor. Tell us where you are stuck and leave with a clear next step for your startup.`,
  benefits: [
    'An honest read on your biggest bottleneck',
    'Two or three actions you can take this week',
    'A recommendation on whether we can help, and how',
  ],
  followUp: `A written summary ${afterCall(promises.callSummaryHours)}`,
  schedulingUrl: site.scheduling.default,
};

const schedulingUrls: Partial<Record<string, string>> = site.scheduling;

/**
 * docs/product/routes.md (`/book-call`): the general pitch, then each service's own (src/content/services.ts),
 * picked by its `source`; every one is the same free call.
 */
export const bookingVariants: readonly BookingVariant[] = [
  generalVariant,
  ...services.map(({ pitch: { source, title, description, benefits, followUp } }) => ({
    id: source,
    title,
    description,
    benefits,
    followUp,
    schedulingUrl: schedulingUrls[source] ?? site.scheduling.default,
  })),
];

/** The variant a service's `source` names; anything else, or nothing, the general one. */
export function bookingVariant(source: string | null | undefined): BookingVariant {
  const id = source?.trim().toLowerCase();
  return bookingVariants.find((variant) => variant.id === id) ?? generalVariant;
}

/** The "Choose Your Focus Area" grid of the general variant: one card per service. */
export const focusAreas = services.map(({ pitch }) => ({
  variant: bookingVariant(pitch.source),
  ...pitch.focus,
}));
