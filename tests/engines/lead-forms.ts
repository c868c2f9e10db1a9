import type { Tab } from './browsers.ts';
import { choice, field, summary } from './find.ts';
import type { leadTables } from '../../supabase/functions/_shared/lead-tables.ts';
import { questionMessages } from '../../src/features/booking/messages.ts';
import { expertApplicationMessages, founderInquiryMessages } from '../../src/features/collective/messages.ts';
import { betaAccessMessages, ideaMessages } from '../../src/features/labs/messages.ts';
import { newsletterMessages } from '../../src/features/newsletter/messages.ts';
import { playbookMessages } from '../../src/features/playbook/messages.ts';

export type LeadForm = {
  name: string;
  /**
   * The form's name for the leads function: its thank-you page is `/thank-you/<form>`. The quiz needs
   * scripts; a call request shows when the scheduler cannot be reached, a booking is no form at all.
   */
  form: Exclude<keyof typeof leadTables, 'diagnostic' | 'call-request' | 'booking'>;
  path: string;
  /** Fills the form as a visitor would, with this email. */
  fill(tab: Tab, email: string): Promise<void>;
  submit: string;
  /** What the visitor reads once the studio has the lead. */
  success: string;
};

const nameAndEmail = (tab: Tab, name: string, email: string) =>
  tab.type(field('Full name'), name).then(() => tab.type(field('Email'), email));

/**
 * The seven lead forms, at the level a visitor sees them: what they type and press, from the top of the form
 * down, and what they read.
 */
export const forms: LeadForm[] = [
  {
    name: 'the idea form',
    path: '/labs/submit-idea',
    async fill(tab, email) {
      await nameAndEmail(tab, 'Ada Founder', email);
      await tab.type(field('What problem are you solving?'), 'Invoices get paid late.');
      await tab.type(field('What is your solution?'), 'Automatic reminders.');
      for (const option of ['Startups', 'Prototype Built', 'Find Early Users'])
        await tab.click(choice(option));
      await tab.click(choice('I agree that Labs may review my idea and contact me about it.'));
    },
    submit: 'Submit Your Idea',
    success: ideaMessages.thanks,
    form: 'idea',
  },
  {
    name: "the founders' Collective inquiry",
    path: '/collective/apply',
    async fill(tab, email) {
      await nameAndEmail(tab, 'Grace Founder', email);
      for (const option of ['Go-to-market', 'Longer term', 'Book a call with us'])
        await tab.click(choice(option));
    },
    submit: 'Send Request',
    success: founderInquiryMessages.thanks,
    form: 'founder-inquiry',
  },
  {
    name: 'the expert application',
    path: '/collective/join',
    async fill(tab, email) {
      await nameAndEmail(tab, 'Linus Expert', email);
      await tab.type(field('LinkedIn or portfolio URL'), 'https://example.com/linus');
      for (const option of ['Revenue and pricing', 'Long-term engagements']) await tab.click(choice(option));
      await tab.click(choice('Yes, I have worked with early-stage startups'));
      await tab.click(choice('Full-time'));
    },
    submit: 'Submit Application',
    success: expertApplicationMessages.thanks,
    form: 'expert-application',
  },
  {
    name: 'the beta access request',
    path: '/labs/launchpad-ai/beta-access',
    async fill(tab, email) {
      await nameAndEmail(tab, 'Ada Founder', email);
      await tab.type(field('What do you want to use LaunchPad AI for?'), 'Prototype a marketplace.');
    },
    submit: 'Request Beta Access',
    success: betaAccessMessages.thanks,
    form: 'beta-access',
  },
  {
    name: 'the quick question',
    path: '/book-call',
    async fill(tab, email) {
      await tab.click(summary('Not Ready? Send Us a Quick Question Instead'));
      await tab.type(field('Your email'), email);
      await tab.type(field('Your question'), 'Do you work with marketplaces?');
    },
    submit: 'Send Question',
    success: questionMessages.thanks,
    form: 'question',
  },
  {
    name: 'the newsletter',
    path: '/blog',
    async fill(tab, email) {
      await tab.type(field('Email address'), email);
    },
    submit: 'Subscribe',
    success: newsletterMessages.subscribed,
    form: 'newsletter',
  },
  {
    name: 'the playbook request',
    path: '/growth-playbook',
    async fill(tab, email) {
      await tab.type(field('Name'), 'Ada Founder');
      await tab.type(field('Email'), email);
    },
    submit: 'Download the Free Playbook',
    success: playbookMessages.success,
    form: 'playbook',
  },
];
