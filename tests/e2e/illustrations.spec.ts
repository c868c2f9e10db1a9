import { paths } from '../../src/config/paths.ts';
import { services } from '../../src/content/services.ts';
import { expect, test } from './fixtures.ts';

/** The pages with a drawn picture that has words in it: the home hero, the service pages, a case study. */
const pagesWithPictures = [
  paths.home,
  ...services.map((service) => service.to),
  paths.caseStudies.productStrategy,
];

/**
 * The words drawn inside a chip or card (a <text> whose group starts with its rect) that reach past the
 * shape's sides, less a 4-unit margin: "First paying users" once ran off its chip.
 */
function labelsPastTheirShape(): string[] {
  const past: string[] = [];
  for (const text of document.querySelectorAll<SVGTextElement>('main svg text')) {
    const shape = text.parentElement?.firstElementChild;
    if (!(shape instanceof SVGRectElement)) continue;
    const label = text.getBBox();
    const box = shape.getBBox();
    if (label.x < box.x + 4 || label.x + label.width > box.x + box.width - 4)
      past.push(
        `"${text.textContent}" spans ${Math.round(label.x)}–${Math.round(label.x + label.width)}, ` +
          `its shape ${box.x}–${box.x + box.width}`,
      );
  }
  return past;
}

for (const path of pagesWithPictures) {
  test(`${path}: the picture's labels stay inside their chips, in the brand face and its fallback`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('main svg text').first()).toBeAttached();
    expect(await page.evaluate(labelsPastTheirShape), 'in the brand face').toEqual([]);
    // Before the brand face arrives (or if it never does), the metric-matched fallback draws the words.
    await page.addStyleTag({ content: 'main svg { font-family: "Bricolage Grotesque Fallback" }' });
    expect(await page.evaluate(labelsPastTheirShape), 'in the fallback face').toEqual([]);
  });
}
