import { describe, expect, it } from 'vitest';
import { questionMessages } from './booking/messages';
import { expertApplicationMessages, founderInquiryMessages } from './collective/messages';
import { diagnosticMessages, diagnosticResultMessages } from './growth-diagnostic/messages';
import { betaAccessMessages, catalogueMessages, ideaMessages, mvpPageMessages } from './labs/messages';
import { newsletterLinkFailure, newsletterLinkResults, newsletterMessages } from './newsletter/messages';
import { playbookMessages } from './playbook/messages';
import { newsletterLinkWords } from '../../supabase/functions/_shared/site-links.ts';
import { analysisLabels } from '../../supabase/functions/_shared/growth-diagnostic.ts';

/**
 * The tests assert the words they import from the features' messages, so a word changed there would pass
 * them: the product reference holds each of them verbatim, and this proves it.
 */
const reference = Object.values(
  import.meta.glob<string>('../../docs/product/*.md', { query: '?raw', import: 'default', eager: true }),
)
  .join('\n')
  .replace(/\s+/g, ' ');

const messages = {
  questionMessages,
  expertApplicationMessages,
  founderInquiryMessages,
  diagnosticMessages,
  diagnosticResultMessages,
  analysisLabels,
  betaAccessMessages,
  catalogueMessages,
  ideaMessages,
  mvpPageMessages,
  newsletterMessages,
  newsletterLinkResults,
  confirmLinkWords: newsletterLinkWords.confirm,
  unsubscribeLinkWords: newsletterLinkWords.unsubscribe,
  newsletterLinkFailure: { failure: newsletterLinkFailure },
  playbookMessages,
};

const words = Object.entries(messages).flatMap(([group, entries]) =>
  Object.entries(entries)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [`${group}.${key}`, text] as const),
);

describe('the features’ messages', () => {
  it.each(words)('%s is written in docs/product as it is shown', (_, text) => {
    expect(reference).toContain(text);
  });
});
