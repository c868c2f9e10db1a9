import { describe, expect, it } from 'vitest';
import { mvp } from '@/testing/labs';
import type { Mvp } from '../api/mvps';
import { filterMvps, mvpAction, statusBadges } from './catalogue';

const catalogue = [
  mvp({ slug: 'churn', title: 'Churn Signal', summary: 'Warns before subscribers cancel.', status: 'beta' }),
  mvp({ slug: 'radar', title: 'Feedback Radar', summary: 'Ranks what customers say.', status: 'live' }),
  mvp({ slug: 'nudge', title: 'Invoice Nudge', summary: 'Chases late invoices.', status: 'retired' }),
  mvp({
    slug: 'pricing',
    title: 'Pricing Lab',
    summary: 'Tests prices on real CUSTOMERS.',
    status: 'testing',
  }),
];
const slugs = (list: Mvp[]) => list.map((item) => item.slug);

describe('filterMvps', () => {
  it('matches title or summary, ignoring case', () => {
    expect(slugs(filterMvps(catalogue, 'customers', 'all'))).toEqual(['radar', 'pricing']);
    expect(slugs(filterMvps(catalogue, '  CHURN ', 'all'))).toEqual(['churn']);
  });

  it('needs the text AND the status', () => {
    expect(slugs(filterMvps(catalogue, 'customers', 'testing'))).toEqual(['pricing']);
    expect(slugs(filterMvps(catalogue, 'customers', 'beta'))).toEqual([]);
    expect(slugs(filterMvps(catalogue, '', 'retired'))).toEqual(['nudge']);
  });

  it('keeps the order it was given, and everything when nothing is set', () => {
    expect(slugs(filterMvps(catalogue, '', 'all'))).toEqual(['churn', 'radar', 'nudge', 'pricing']);
  });
});

describe('mvpAction', () => {
  it('offers beta access for beta MVPs, even when they have a live URL', () => {
    expect(mvpAction(mvp({ slug: 'churn', status: 'beta', liveUrl: 'https://x.example' }))).toEqual({
      kind: 'beta',
      label: 'Request Beta Access',
      href: '/labs/churn/beta-access',
    });
  });

  it.each(['live', 'testing', 'retired'] as const)('sends a %s MVP with a live URL to it', (status) => {
    expect(mvpAction(mvp({ status, liveUrl: 'https://x.example' }))).toEqual({
      kind: 'live',
      label: 'Try It Live',
      href: 'https://x.example',
    });
  });

  it('falls back to the details page', () => {
    expect(mvpAction(mvp({ slug: 'nudge', status: 'retired' }))).toEqual({
      kind: 'details',
      label: 'View Details',
      href: '/labs/nudge',
    });
  });
});

describe('statusBadges', () => {
  it('colours live green, beta blue, testing yellow and retired grey', () => {
    expect(statusBadges.live.className).toMatch(/emerald/);
    expect(statusBadges.beta.className).toMatch(/blue/);
    expect(statusBadges.testing.className).toMatch(/yellow/);
    expect(statusBadges.retired.className).toMatch(/slate/);
  });
});
