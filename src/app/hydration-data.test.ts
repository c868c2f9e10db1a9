import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readHydrationData, serializeHydrationData } from './hydration-data';

const own = { loaderData: { 'labs-mvp': { data: { description: '<p>Ours</p>' }, version: '1' } } };
const planted = { loaderData: { 'labs-mvp': { data: { description: '<meta http-equiv="refresh">' } } } };

/** A prerendered page as scripts/prerender.ts writes it: #root, then the data block. */
function pageWith(content: string) {
  document.body.innerHTML =
    `<div id="root" data-prerendered-path="/labs/flowpilot">${content}</div>` +
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeHydrationData(own)}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readHydrationData', () => {
  it("reads the page's own block", () => {
    pageWith('<p>Ours</p>');
    expect(readHydrationData()).toEqual(own);
  });

  it.each([
    ['an element', `<div id="${HYDRATION_DATA_ID}" hidden>${JSON.stringify(planted)}</div>`],
    [
      'a data block',
      `<script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify(planted)}</script>`,
    ],
  ])('never takes %s inside #root carrying its id for the page data', (_, content) => {
    pageWith(content);
    expect(document.getElementById(HYDRATION_DATA_ID)?.closest('#root')).not.toBeNull();
    expect(readHydrationData()).toEqual(own);
  });

  it('is undefined for a page without a block (a path the HTML was not made for)', () => {
    document.body.innerHTML = `<div id="root"><div id="${HYDRATION_DATA_ID}">{"loaderData":{}}</div></div>`;
    expect(readHydrationData()).toBeUndefined();
  });
});
