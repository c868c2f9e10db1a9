import { afterEach, describe, expect, it, vi } from 'vitest';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

describe('analytics with a measurement id', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('sends a named event with its parameters', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    vi.resetModules();
    const { trackEvent, analyticsEvents } = await import('./analytics');
    trackEvent('growth_diagnostic_completed', { stage: 'idea', challenge: 'retention' });
    await vi.waitFor(() => expect(ga.event).toHaveBeenCalledOnce());
    expect(ga.event).toHaveBeenCalledWith('growth_diagnostic_completed', {
      stage: 'idea',
      challenge: 'retention',
    });
    expect(analyticsEvents).toEqual([
      'labs_idea_submitted',
      'collective_inquiry_submitted',
      'collective_application_submitted',
      'contact_form_submitted',
      'newsletter_subscribed',
      'playbook_downloaded',
      'growth_diagnostic_completed',
      'labs_beta_access_requested',
      'call_scheduled',
    ]);
  });
});
