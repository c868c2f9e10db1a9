import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataPage, type PageData } from './data-page';

type List = { titles: string[]; failed: boolean };

function setup({ fresh, now }: { fresh: List; now: string | undefined }) {
  const read = vi.fn(async () => fresh);
  const version = vi.fn(async () => now);
  const page = dataPage({ read, version, usable: (list: List) => !list.failed });
  const Page = () => (
    <page.Content loading={<p>Loading...</p>}>
      {(list) => (
        <ul>
          {list.titles.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </page.Content>
  );
  return { page, Page, read, version };
}

/**
 * The page in a router at /, as the browser hydrates it (the build's data and version from the page's data
 * block) or, with no build data, as a navigation reaches it.
 */
function visit(Page: () => React.ReactNode, built?: PageData<List>) {
  const router = createMemoryRouter([{ id: 'page', path: '/', Component: Page }], {
    hydrationData: built && { loaderData: { page: built } },
  });
  render(<RouterProvider router={router} />);
}
const hydrate = visit;

const built: PageData<List> = {
  data: { titles: ['From the build'], failed: false },
  version: 'v1',
};

describe('dataPage', () => {
  it('keeps the prerendered content and reads nothing more when the version is unchanged', async () => {
    const { Page, read, version } = setup({ fresh: { titles: ['Fresh'], failed: false }, now: 'v1' });
    hydrate(Page, built);
    expect(screen.getByText('From the build')).toBeInTheDocument();
    await vi.waitFor(() => expect(version).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByText('From the build')).toBeInTheDocument();
  });

  it('reads again and shows the console edit when the version changed', async () => {
    const { Page, read } = setup({
      fresh: { titles: ['Edited in the console'], failed: false },
      now: 'v2',
    });
    hydrate(Page, built);
    expect(await screen.findByText('Edited in the console')).toBeInTheDocument();
    expect(screen.queryByText('From the build')).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered content when the fresh read fails or the version cannot be read', async () => {
    const failing = setup({ fresh: { titles: [], failed: true }, now: 'v2' });
    hydrate(failing.Page, built);
    await vi.waitFor(() => expect(failing.read).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('From the build')).toBeInTheDocument();
  });

  it('does not read when the backend cannot say which version it holds', async () => {
    const { Page, read, version } = setup({
      fresh: { titles: ['Fresh'], failed: false },
      now: undefined,
    });
    hydrate(Page, built);
    await vi.waitFor(() => expect(version).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByText('From the build')).toBeInTheDocument();
  });

  it('on client navigation reads in the browser, without a version read', async () => {
    const { Page, version } = setup({
      fresh: { titles: ['Read in the browser'], failed: false },
      now: 'v1',
    });
    // Reached by navigation: the route has no loader in the browser, so the page has no build data.
    visit(Page);
    expect(await screen.findByText('Read in the browser')).toBeInTheDocument();
    expect(version).not.toHaveBeenCalled();
  });
});
