/**
 * How long leads are kept: the months after a person's last contact before the daily schedule anonymises
 * them (private.lead_retention, ADR 0037). The database holds the owner's number; a build for a hosted
 * project reads it there (scripts/build.ts) and puts it in `__LEAD_RETENTION_MONTHS__`, so /privacy and
 * each form state what the schedule does. Without one (dev, tests, a local build) it is the migration's
 * default, which supabase/tests/lead-retention.test.ts holds equal to this one.
 */
declare const __LEAD_RETENTION_MONTHS__: number | undefined;

export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

export const leadRetentionMonths =
  typeof __LEAD_RETENTION_MONTHS__ === 'number' ? __LEAD_RETENTION_MONTHS__ : DEFAULT_LEAD_RETENTION_MONTHS;
