import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('/growth-playbook', () => {
  it('has every section of the page, the three steps with points and founder tips, and the closing links', async () => {
    await renderApp('/growth-playbook');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      // The form first: on a phone it is on the first screen.
      'Get the free playbook',
      'Why This Playbook Exists',
      'Three steps to growth that compounds',
      'Who This Framework Is For',
      'The framework in practice',
      'About the authors',
      'Want help running your first experiments?',
    ]);
    // Pages of the real PDF, drawn from it at build time.
    expect(main.getByRole('img', { name: 'The playbook’s cover: The Growth Playbook' })).toHaveAttribute(
      'src',
      `/_image?src=${encodeURIComponent('/images/playbook/page-1.png')}&w=480`,
    );
    expect(
      main.getByRole('img', { name: 'The step 1 worksheet: a funnel map to fill in' }).getAttribute('srcset'),
    ).toBe(
      [240, 360, 480]
        .map(
          (width) => `/_image?src=${encodeURIComponent('/images/playbook/page-4.png')}&w=${width} ${width}w`,
        )
        .join(', '),
    );
    const steps = main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Diagnose Your Bottleneck',
        'Design Scrappy Experiments',
        'Double Down on What Works',
      ]),
    );
    expect(main.getAllByText('Founder tip:')).toHaveLength(3);
    for (const audience of ['Early-stage founders', 'Scrappy teams', 'Growth-oriented startups']) {
      expect(main.getByRole('heading', { name: audience })).toBeInTheDocument();
    }
    expect(main.getByRole('link', { name: 'Join the Labs' })).toHaveAttribute('href', '/labs');
    expect(main.getByRole('link', { name: 'Book a Free Call' })).toHaveAttribute('href', '/book-call');
    expect(main.getByRole('button', { name: 'Download the Free Playbook' })).toBeInTheDocument();
  });

  it('serves the framework itself at /growth-playbook/framework', async () => {
    await renderApp('/growth-playbook/framework');
    expect(screen.getByRole('heading', { level: 1, name: 'The Growth Playbook' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1: Diagnose Your Bottleneck' })).toBeInTheDocument();
  });
});
