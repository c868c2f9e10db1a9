import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { IdeaForm } from '@/features/labs/components/idea-form';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { QuickQuestionForm } from '@/features/booking/components/quick-question-form';
import { renderInRouter } from '@/testing/render-app';
import { collectionNotice } from '@/components/form/collection-notice';

/** The line at the point of collection (the form kit's LeadForm): who keeps it, why, how long, and a link. */
const notice = (form: HTMLElement) => {
  const line = within(form).getByText(new RegExp(`^${site.name} keeps what you send here`));
  return { line, link: within(line).getByRole('link', { name: 'Privacy Policy' }) };
};

describe('the collection notice', () => {
  it('ends the idea form: who, why, how long, and the privacy policy', () => {
    renderInRouter(<IdeaForm />);
    const { line, link } = notice(screen.getByRole('button', { name: 'Submit Your Idea' }).closest('form')!);
    expect(line).toHaveTextContent(
      `${site.name} keeps what you send here to review your idea and reply, for 24 months after our last contact, then we anonymise it. Privacy Policy`,
    );
    expect(link).toHaveAttribute('href', '/privacy');
  });

  it('says why for each form, and keeps a newsletter address until the reader unsubscribes', () => {
    renderInRouter(
      <>
        <QuickQuestionForm onBackToCalendar={() => {}} onSent={() => {}} onRestored={() => {}} />
        <NewsletterForm source="blog" tone="dark" />
      </>,
    );
    const [question, newsletter] = document.querySelectorAll('form');
    expect(notice(question!).line).toHaveTextContent(
      'to answer your question, for 24 months after our last contact',
    );
    expect(notice(newsletter!).line).toHaveTextContent(
      `${site.name} keeps what you send here to send you the newsletter, until you unsubscribe.`,
    );
  });

  it('states the period the build read from the database', () => {
    expect(collectionNotice('playbook', 36)).toBe(
      `${site.name} keeps what you send here to send you the playbook, for 36 months after our last contact, then we anonymise it.`,
    );
  });
});
