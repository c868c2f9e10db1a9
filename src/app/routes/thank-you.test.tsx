import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receiptMessages } from '@/components/form/delivery-messages';
import { site } from '@/config/site';
import { callRequestMessages, questionMessages } from '@/features/booking/messages';
import { expertApplicationMessages, founderInquiryMessages } from '@/features/collective/messages';
import { betaAccessMessages, ideaMessages } from '@/features/labs/messages';
import { newsletterMessages } from '@/features/newsletter/messages';
import { playbookMessages } from '@/features/playbook/messages';
import { renderApp } from '@/testing/render-app';
import { promises } from '../../../supabase/functions/_shared/promises.ts';
import type { NativeLeadForm } from '../lead-pages';

/**
 * Each form's thank-you page, where a form posted without scripts lands: /thank-you/<form> when the
 * visitor's own mail was queued, /thank-you/<form>/no-mail when a limit skipped it.
 */
type Page = { title: string; queued: string; skipped: { title: string; words: string } };

/** A form whose mail is a receipt: its words stay, and the line about the receipt follows when skipped. */
const receipt = (title: string, queued: string): Page => ({
  title,
  queued,
  skipped: { title, words: receiptMessages.skipped },
});

const pages: Record<NativeLeadForm, Page> = {
  idea: receipt(
    ideaMessages.thanks,
    `We review every idea within ${promises.ideaReplyBusinessDays} business days and will reply by email.`,
  ),
  'founder-inquiry': receipt(
    founderInquiryMessages.thanks,
    `We answer every inquiry within ${promises.replyHours} hours`,
  ),
  'expert-application': receipt(
    expertApplicationMessages.thanks,
    'will write to you whichever way we decide.',
  ),
  question: receipt(questionMessages.thanks, 'We answer every question by email within one business day.'),
  'beta-access': receipt(betaAccessMessages.thanks, 'will email you your invitation.'),
  'call-request': receipt(callRequestMessages.thanks, 'replies within'),
  newsletter: {
    title: newsletterMessages.subscribed,
    queued: newsletterMessages.confirm,
    skipped: { title: newsletterMessages.received, words: `${newsletterMessages.notSent} ${site.email}.` },
  },
  playbook: {
    title: playbookMessages.success,
    queued: "We've sent the Growth Playbook (a 10-page PDF) to your inbox.",
    skipped: {
      title: playbookMessages.ready,
      words: 'We could not email you the Growth Playbook this time, so here it is',
    },
  },
};

/** What only a mail that was sent could make true. */
const MAIL_PROMISE = /inbox|Check Your Email|We've sent|we sent/i;

describe('the thank-you pages promise the mail only when it was queued', () => {
  for (const [form, page] of Object.entries(pages)) {
    it(`${form}: /thank-you/${form} has the form's words; /no-mail promises no mail`, async () => {
      const queued = await renderApp(`/thank-you/${form}`);
      expect(screen.getByRole('heading', { level: 2, name: page.title })).toBeInTheDocument();
      expect(document.querySelector('main')).toHaveTextContent(page.queued);
      expect(document.querySelector('main')).not.toHaveTextContent(receiptMessages.skipped);
      queued.unmount();

      await renderApp(`/thank-you/${form}/no-mail`);
      expect(screen.getByRole('heading', { level: 2, name: page.skipped.title })).toBeInTheDocument();
      const main = document.querySelector('main')!;
      expect(main).toHaveTextContent(page.skipped.words);
      expect(main).not.toHaveTextContent(MAIL_PROMISE);
    });
  }

  it('the skipped playbook page offers the playbook itself', async () => {
    await renderApp('/thank-you/playbook/no-mail');
    expect(screen.getByRole('link', { name: 'Open the playbook now' })).toHaveAttribute(
      'href',
      '/growth-playbook/framework',
    );
  });

  it('any other last segment is not a page', async () => {
    await renderApp('/thank-you/playbook/mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
