/**
 * The studio's own details where the environment names none (VITE_BRAND_NAME, VITE_SITE_URL,
 * VITE_CONTACT_EMAIL): the site (src/config/site.ts), the playbook PDF, and the mails, whose brand is
 * EMAIL_FROM's display name or else this one.
 */
export const studioDefaults = {
  brandName: 'Foundercraft',
  siteUrl: 'http://localhost:5173',
  contactEmail: 'hello@foundercraft.studio',
} as const;
