import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { fakeSupabase } from '@/testing/supabase-http';

const backend = fakeSupabase();

type ProofAnswer = Record<
  'testimonials' | 'client_logos' | 'collective_experts' | 'case_study_figures',
  unknown[]
>;
const none: ProofAnswer = {
  testimonials: [],
  client_logos: [],
  collective_experts: [],
  case_study_figures: [],
};

const jordan = {
  id: 't1',
  person_name: 'Jordan Rivera',
  role: 'Co-founder & CEO',
  company: 'Northwind',
  quote: 'The roadmap gave our team one priority instead of ten.',
  photo_url: null,
  profile_url: 'https://www.example.com/people/jordan-rivera',
  shown_on: ['home', 'strategy'],
};
const luis = {
  ...jordan,
  id: 't2',
  person_name: 'Luis Ortega',
  quote: 'Pricing, fixed.',
  shown_on: ['growth'],
};

/**
 * api.proof as the owner's rows make it answer. Resolves once the page has the answer and has rendered
 * it, so a test can tell "nothing shown" from "not read yet".
 */
function answerProof(answer: Partial<ProofAnswer>): Promise<void> {
  return new Promise((resolve) => {
    backend.server.use(
      http.get('*/rest/v1/rpc/proof', () => {
        setTimeout(() => act(resolve), 50);
        return HttpResponse.json({ ...none, ...answer });
      }),
    );
  });
}

describe('proof the owner edits', () => {
  it('a service page shows the testimonials the owner put on it, by name, with who they are', async () => {
    void answerProof({ testimonials: [jordan, luis] });
    await renderApp('/strategy');
    const section = within(await screen.findByRole('region', { name: 'What founders say' }));
    expect(section.getByText(/one priority instead of ten/)).toBeInTheDocument();
    expect(section.getByText('Jordan Rivera')).toBeInTheDocument();
    expect(section.getByText('Co-founder & CEO, Northwind')).toBeInTheDocument();
    expect(section.getByRole('link', { name: /^Profile ?of Jordan Rivera/ })).toHaveAttribute(
      'href',
      'https://www.example.com/people/jordan-rivera',
    );
    expect(section.queryByText('Luis Ortega')).not.toBeInTheDocument();
  });

  it('a page with no rows for it shows no testimonials section at all', async () => {
    const read = answerProof({ testimonials: [luis] });
    await renderApp('/strategy');
    await read;
    expect(screen.queryByRole('region', { name: 'What founders say' })).not.toBeInTheDocument();
  });

  it('the home page puts the client logos beside its first call to action', async () => {
    void answerProof({
      client_logos: [
        { id: 'l1', company: 'Northwind', logo_url: '/images/samples/logo-northwind.svg', website_url: null },
      ],
    });
    await renderApp('/');
    const logos = await screen.findByRole('list', { name: 'Founders from these teams have worked with us' });
    expect(within(logos).getByRole('img', { name: 'Northwind' })).toHaveAttribute(
      'src',
      '/images/samples/logo-northwind.svg',
    );
    // In the hero, after its buttons.
    const hero = screen.getByRole('region', { name: /^Stop guessing/ });
    expect(hero).toContainElement(logos);
  });

  it('the home page shows no logo row without logos', async () => {
    const read = answerProof({});
    await renderApp('/');
    await read;
    expect(screen.queryByText('Founders from these teams have worked with us')).not.toBeInTheDocument();
  });

  it('/collective names its featured experts', async () => {
    void answerProof({
      collective_experts: [
        {
          id: 'e1',
          full_name: 'Elena Novak',
          headline: 'Led growth at a Series B marketplace',
          expertise: 'Go-to-market & growth',
          bio: 'Works in two-week sprints.',
          photo_url: null,
          profile_url: null,
        },
      ],
    });
    await renderApp('/collective');
    const experts = within(
      await screen.findByRole('region', { name: 'Some of the experts you could work with' }),
    );
    expect(experts.getByRole('heading', { name: 'Elena Novak' })).toBeInTheDocument();
    expect(experts.getByText('Go-to-market & growth')).toBeInTheDocument();
  });

  it('a case study shows its before/after figures as a table', async () => {
    void answerProof({
      case_study_figures: [
        {
          id: 'f1',
          case_study: 'mvp-validation',
          metric: 'Paying customers',
          before_value: '0',
          after_value: '20',
          period: '6 weeks',
        },
        {
          id: 'f2',
          case_study: 'funding-readiness',
          metric: 'Seed round',
          before_value: '-',
          after_value: '$2M',
          period: null,
        },
      ],
    });
    await renderApp('/case-studies/mvp-validation');
    const table = await screen.findByRole('table', { name: 'Before and after' });
    expect(within(table).getByRole('rowheader', { name: 'Paying customers' })).toBeInTheDocument();
    expect(within(table).queryByText('Seed round')).not.toBeInTheDocument();
  });
});
