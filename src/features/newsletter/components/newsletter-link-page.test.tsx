import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { visitSite } from '@/testing/render-app';
import { fakeSupabase } from '@/testing/supabase-http';
import { newsletterLinkWords } from '../../../../supabase/functions/_shared/site-links.ts';
import { newsletterLinkDone, newsletterLinkResults } from '../messages';

const backend = fakeSupabase();

describe('the newsletter link pages keep the token out of every address', () => {
  it.each([
    ['in the fragment, as mails carry it', '/newsletter/confirm#token=fragment-secret', 'fragment-secret'],
    ['in the query, as older mails carried it', '/newsletter/confirm?token=query-secret', 'query-secret'],
  ])('the token %s is cleared from the address at once and sent in a POST body', async (_, path, token) => {
    backend.answerFunctions(() => HttpResponse.json({ result: 'confirmed' }));
    const { user } = await visitSite(path);
    const button = await screen.findByRole('button', { name: newsletterLinkWords.confirm.button });
    await waitFor(() => expect(window.location.href).toBe(`${window.location.origin}/newsletter/confirm`));
    expect(backend.calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(newsletterLinkResults.confirmed)).toBeInTheDocument();
    expect(backend.calls).toEqual([{ name: 'newsletter', body: { action: 'confirm', token } }]);
  });
});

it('once confirmed, the heading says so and the page offers a next step', async () => {
  backend.answerFunctions(() => HttpResponse.json({ result: 'confirmed' }));
  const { user } = await visitSite('/newsletter/confirm#token=t');
  await user.click(await screen.findByRole('button', { name: newsletterLinkWords.confirm.button }));
  expect(
    await screen.findByRole('heading', { level: 1, name: newsletterLinkDone.confirm }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: newsletterLinkWords.confirm.title })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'read the latest articles' })).toHaveAttribute('href', '/blog');
  expect(screen.getByRole('link', { name: 'take the free growth diagnostic' })).toHaveAttribute(
    'href',
    '/growth-check',
  );
});
