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
        'Your likely bottleneck: finding the first people who have the problem, before there is a product to sell them.',
        '',
        'Two steps for this week:',
        '',
        '• Find the one place where people with the problem already gather, and ask ten of them for a call.',
        '• Ask five people how often the problem comes up: a weekly problem keeps users, a yearly one does not.',
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
