import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

describe('render', () => {
  it.each([
    ['/about', 'src/app/routes/about.tsx'],
    ['/collective/join', 'src/app/routes/collective/join.tsx'],
    ['/growth-check', 'src/app/routes/growth-check.tsx'],
    ['/no/such/page', 'src/app/routes/not-found.tsx'],
  ])('names the module of the page %s renders, so the build can list its chunks', async (path, module) => {
    expect(await render(path)).toMatchObject({ kind: 'page', modules: [module] });
  });
});
