import { describe, expect, it } from 'vitest';
import { offlineAnalysis } from '../../../../supabase/functions/_shared/growth-diagnostic.ts';
import { analysisAsText } from './analysis-text';

describe('analysisAsText', () => {
  it('copies the offline analysis as readable text, with no markdown marks', () => {
    const text = analysisAsText(
      offlineAnalysis({
        stage: 'idea',
        challenge: 'acquisition',
        validationStrategy: 'talking-to-users',
        monetizationStrategy: 'not-monetizing',
        pricingConfidence: null,
        retention: 'not-tracking',
        needs: [],
      }),
    );
    expect(text).toBe(
      [
        'Offline analysis (the AI service is not configured here; this summary follows fixed rules).',
        '',
        'Your likely bottleneck: finding the first people who have the problem, before there is a product to sell them.',
        '',
        'Two steps for this week:',
        '',
        '• Talk to five people who have the problem this week; ask about the last time it hurt, not about your idea.',
        '• Offer a pre-order or a paid pilot to the people you talk to, and count who says yes before you build.',
        '',
        'Recommendation: Validate Your Idea First.',
      ].join('\n'),
    );
  });

  it('keeps numbered and nested lists, links as their words and headings as lines', () => {
    expect(
      analysisAsText(
        '## Bottleneck\nSlow *activation*,\nmostly.\n\n1. First [step](https://example.com)\n2. Second\n   - detail\n\n---\n`done`',
      ),
    ).toBe('Bottleneck\n\nSlow activation, mostly.\n\n1. First step\n2. Second\n  • detail\n\ndone');
  });
});
