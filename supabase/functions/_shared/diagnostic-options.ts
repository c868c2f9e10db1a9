/**
 * The growth diagnostic's option sets, stored values exactly as docs/product/diagnostic.md lists them (the
 * SQL checks list the same). Apart from its rules (growth-diagnostic.ts), so a page that lists every option
 * set (src/config/option-sets.ts) carries none of the diagnostic's analysis.
 */
export const diagnosticOptions = {
  stage: ['idea', 'pre-seed', 'post-seed', 'series-a'],
  challenge: ['acquisition', 'retention', 'monetization', 'other'],
  validationStrategy: ['not-validating', 'talking-to-users', 'building-mvp', 'running-experiments'],
  monetizationStrategy: ['not-monetizing', 'subscription', 'transactional', 'freemium'],
  retention: ['not-tracking', 'below-40', '40-70', 'above-70'],
  needs: ['validation', 'growth-strategy', 'monetization', 'retention'],
} as const;
