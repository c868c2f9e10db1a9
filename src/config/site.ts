import { studioDefaults } from '../../supabase/functions/_shared/studio.ts';
import { env } from './env';

/**
 * Everything the owner may want to change about the studio itself, in one place.
 * Each value can be overridden by the environment variable named beside it (see .env.example).
 */
export const site = {
  /** VITE_BRAND_NAME */
  name: env.VITE_BRAND_NAME ?? studioDefaults.brandName,
  /** VITE_BRAND_TAGLINE */
  tagline:
    env.VITE_BRAND_TAGLINE ??
    'Strategy, no-code MVPs and revenue growth for early-stage founders who would rather learn fast than build blind.',
  /** VITE_SITE_URL: the origin used for canonical addresses and social previews. */
  url: (env.VITE_SITE_URL ?? studioDefaults.siteUrl).replace(/\/+$/, ''),
  /** VITE_CONTACT_EMAIL */
  email: env.VITE_CONTACT_EMAIL ?? studioDefaults.contactEmail,
  /** VITE_CONTACT_PHONE */
  phone: env.VITE_CONTACT_PHONE ?? '+1 (513) 555-0142',
  /** VITE_POSTAL_ADDRESS */
  postalAddress: env.VITE_POSTAL_ADDRESS ?? '312 Walnut Street, Suite 1600, Cincinnati, OH 45202',
  supportHours: 'Mon-Fri 9am-5pm ET',
  /** VITE_TYPICAL_ENGAGEMENT_RANGE: what a paid engagement typically costs; unset, none is published. */
  typicalEngagementRange: env.VITE_TYPICAL_ENGAGEMENT_RANGE,
  /** The preview image (1200×630 JPEG) of pages without a card of their own: errors, private previews. */
  defaultShareImage: '/images/og-default.jpg',
  scheduling: {
    /** VITE_SCHEDULING_URL: the general free call. */
    default: env.VITE_SCHEDULING_URL ?? 'https://calendly.com/foundercraft/free-strategy-call',
    /** VITE_SCHEDULING_URL_MVP */
    mvp: env.VITE_SCHEDULING_URL_MVP ?? 'https://calendly.com/foundercraft/mvp-validation-call',
    /** VITE_SCHEDULING_URL_MONETIZATION */
    monetization:
      env.VITE_SCHEDULING_URL_MONETIZATION ?? 'https://calendly.com/foundercraft/revenue-growth-call',
    /** VITE_SCHEDULING_URL_STRATEGY */
    strategy: env.VITE_SCHEDULING_URL_STRATEGY ?? 'https://calendly.com/foundercraft/strategy-roadmap-call',
  },
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
