/**
 * The Growth Playbook as a designed, printable PDF (US Letter, ten pages), drawn with pdf-lib
 * from the same content as /growth-playbook/framework (src/content/playbook.ts). The build writes it to
 * dist/ at `playbookPdfPath`; the dev server serves it from here. No browser is needed to make it.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  experimentBrief,
  playbookAudiences,
  playbookSteps,
  playbookWorksheets,
  type PlaybookStep,
  type PlaybookWorksheet,
} from '../src/content/playbook.ts';
import { PLAYBOOK_NAME } from '../supabase/functions/_shared/site-links.ts';

export type PlaybookPdfOptions = {
  /** VITE_BRAND_NAME */
  brand: string;
  /** The public origin, for the links printed on the last page. */
  siteUrl: string;
  /** VITE_CONTACT_EMAIL */
  email: string;
};

export const PLAYBOOK_PDF_TITLE = `The ${PLAYBOOK_NAME}`;

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 60;
const CONTENT = WIDTH - 2 * MARGIN;

// The site's palette (tailwind.config.ts and Tailwind's slate).
const brand700 = hex('#4338ca');
const brand900 = hex('#312e81');
const brand50 = hex('#eef2ff');
const brand200 = hex('#c7d2fe');
const slate900 = hex('#0f172a');
const slate700 = hex('#334155');
const slate500 = hex('#64748b');
const slate300 = hex('#cbd5e1');
const white = rgb(1, 1, 1);

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The standard PDF fonts only know Latin-1 (WinAnsi); typographic marks outside it become ASCII. */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** A page being filled top to bottom; `y` is the baseline of the next line. */
class Sheet {
  y = HEIGHT - MARGIN;
  readonly page: PDFPage;
  readonly fonts: Fonts;
  constructor(page: PDFPage, fonts: Fonts) {
    this.page = page;
    this.fonts = fonts;
  }

  text(
    text: string,
    options: {
      size?: number;
      font?: PDFFont;
      color?: RGB;
      x?: number;
      width?: number;
      leading?: number;
    } = {},
  ) {
    const { size = 11, font = this.fonts.regular, color = slate700, x = MARGIN, width = CONTENT } = options;
    const leading = options.leading ?? size * 1.45;
    for (const line of wrap(text, font, size, width)) {
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= leading;
    }
  }

  gap(points: number) {
    this.y -= points;
  }
}

function pageHeader(sheet: Sheet, label: string) {
  const { page, fonts } = sheet;
  page.drawRectangle({ x: 0, y: HEIGHT - 8, width: WIDTH, height: 8, color: brand700 });
  page.drawText(printable(label.toUpperCase()), {
    x: MARGIN,
    y: HEIGHT - 42,
    size: 9,
    font: fonts.bold,
    color: brand700,
  });
  sheet.y = HEIGHT - 84;
}

function pageFooter(page: PDFPage, fonts: Fonts, number: number, total: number, brand: string) {
  page.drawLine({
    start: { x: MARGIN, y: 48 },
    end: { x: WIDTH - MARGIN, y: 48 },
    thickness: 0.5,
    color: slate300,
  });
  page.drawText(printable(`${PLAYBOOK_PDF_TITLE} - ${brand}`), {
    x: MARGIN,
    y: 32,
    size: 8.5,
    font: fonts.regular,
    color: slate500,
  });
  const label = `${number} / ${total}`;
  page.drawText(label, {
    x: WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(label, 8.5),
    y: 32,
    size: 8.5,
    font: fonts.regular,
    color: slate500,
  });
}

function cover(sheet: Sheet, options: PlaybookPdfOptions) {
  const { page, fonts } = sheet;
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: brand900 });
  page.drawRectangle({ x: 0, y: HEIGHT * 0.42, width: WIDTH, height: 6, color: brand200 });
  page.drawText(printable(options.brand.toUpperCase()), {
    x: MARGIN,
    y: HEIGHT - 90,
    size: 12,
    font: fonts.bold,
    color: brand200,
  });
  sheet.y = HEIGHT - 250;
  sheet.text('The Growth', { size: 44, font: fonts.bold, color: white, leading: 50 });
  sheet.text('Playbook', { size: 44, font: fonts.bold, color: white, leading: 50 });
  sheet.gap(14);
  sheet.text(
    'Diagnose your bottleneck, design scrappy experiments and double down on what works. A field guide with a worksheet for every step.',
    { size: 15, color: brand200, width: CONTENT - 60, leading: 22 },
  );
  sheet.y = HEIGHT * 0.42 - 60;
  playbookSteps.forEach((step, index) => {
    const x = MARGIN + index * (CONTENT / 3);
    page.drawText(String(step.number).padStart(2, '0'), {
      x,
      y: sheet.y,
      size: 28,
      font: fonts.bold,
      color: brand200,
    });
    const lines = wrap(step.title, fonts.bold, 12, CONTENT / 3 - 16);
    lines.forEach((line, i) =>
      page.drawText(line, { x, y: sheet.y - 26 - i * 16, size: 12, font: fonts.bold, color: white }),
    );
  });
  page.drawText('A free playbook for early-stage founders', {
    x: MARGIN,
    y: 70,
    size: 11,
    font: fonts.italic,
    color: brand200,
  });
}

function overview(sheet: Sheet) {
  const { page, fonts } = sheet;
  pageHeader(sheet, 'How to use this guide');
  sheet.text('Three steps, repeated every quarter', { size: 24, font: fonts.bold, color: slate900 });
  sheet.gap(8);
  sheet.text(
    'Growth is limited by one constraint at a time. This framework helps you find it, test cheap ways past it, and keep only what works. Work through it with your team: each step has a page of guidance and a worksheet to fill in.',
    { size: 12 },
  );
  sheet.gap(16);
  for (const step of playbookSteps) {
    const top = sheet.y + 14;
    const descriptionLines = wrap(step.description, fonts.regular, 10.5, CONTENT - 80);
    const height = 40 + descriptionLines.length * 15;
    page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT, height, color: brand50 });
    page.drawText(String(step.number), {
      x: MARGIN + 20,
      y: top - 38,
      size: 26,
      font: fonts.bold,
      color: brand700,
    });
    sheet.y = top - 24;
    sheet.text(step.title, { size: 13, font: fonts.bold, color: slate900, x: MARGIN + 64 });
    sheet.text(step.description, { size: 10.5, x: MARGIN + 64, width: CONTENT - 80, leading: 15 });
    sheet.y = top - height - 26;
  }
  sheet.gap(6);
  sheet.text('Who it is for', { size: 16, font: fonts.bold, color: slate900 });
  sheet.gap(4);
  for (const audience of playbookAudiences) {
    sheet.text(audience.title, { size: 11, font: fonts.bold, color: slate900 });
    sheet.text(audience.text, { size: 11 });
    sheet.gap(6);
  }
}

function stepPage(sheet: Sheet, step: PlaybookStep) {
  const { page, fonts } = sheet;
  pageHeader(sheet, `Step ${step.number} of ${playbookSteps.length}`);
  sheet.text(step.title, { size: 28, font: fonts.bold, color: slate900, leading: 36 });
  sheet.gap(6);
  sheet.text(step.description, { size: 13, leading: 20 });
  sheet.gap(18);
  sheet.text('What to do', { size: 15, font: fonts.bold, color: slate900 });
  sheet.gap(6);
  step.points.forEach((point, index) => {
    const top = sheet.y;
    page.drawCircle({ x: MARGIN + 10, y: top + 4, size: 10, color: brand700 });
    const label = String(index + 1);
    page.drawText(label, {
      x: MARGIN + 10 - fonts.bold.widthOfTextAtSize(label, 10) / 2,
      y: top,
      size: 10,
      font: fonts.bold,
      color: white,
    });
    sheet.text(point, { size: 12, x: MARGIN + 32, width: CONTENT - 32, leading: 18 });
    sheet.gap(10);
  });
  sheet.gap(10);
  const tipLines = wrap(step.tip, fonts.italic, 12, CONTENT - 40);
  const height = 44 + tipLines.length * 18;
  const top = sheet.y + 12;
  page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT, height, color: brand50 });
  page.drawRectangle({ x: MARGIN, y: top - height, width: 4, height, color: brand700 });
  sheet.y = top - 24;
  sheet.text('Founder tip', { size: 11, font: fonts.bold, color: brand700, x: MARGIN + 20 });
  sheet.text(step.tip, {
    size: 12,
    font: fonts.italic,
    color: slate900,
    x: MARGIN + 20,
    width: CONTENT - 40,
    leading: 18,
  });
  sheet.y = top - height - 24;
  sheet.text('Notes', { size: 11, font: fonts.bold, color: slate500 });
  sheet.gap(8);
  while (sheet.y > 90) {
    page.drawLine({
      start: { x: MARGIN, y: sheet.y },
      end: { x: WIDTH - MARGIN, y: sheet.y },
      thickness: 0.5,
      color: slate300,
    });
    sheet.gap(26);
  }
}

/** A table with a header row and blank cells to write in by hand. */
function table(sheet: Sheet, columns: readonly string[], rows: readonly string[], rowHeight: number) {
  const { page, fonts } = sheet;
  const first = columns.length > 4 ? 0.36 : 0.28;
  const widths = columns.map((_, i) =>
    i === 0 ? CONTENT * first : (CONTENT * (1 - first)) / (columns.length - 1),
  );
  const headerHeight = 28;
  let x = MARGIN;
  const top = sheet.y;
  page.drawRectangle({
    x: MARGIN,
    y: top - headerHeight,
    width: CONTENT,
    height: headerHeight,
    color: brand700,
  });
  columns.forEach((column, i) => {
    page.drawText(printable(column), { x: x + 8, y: top - 18, size: 10, font: fonts.bold, color: white });
    x += widths[i]!;
  });
  const bodyTop = top - headerHeight;
  // Shading first, then the rules, so no stripe covers a line.
  rows.forEach((_, index) => {
    if (index % 2 === 1)
      page.drawRectangle({
        x: MARGIN,
        y: bodyTop - (index + 1) * rowHeight,
        width: CONTENT,
        height: rowHeight,
        color: brand50,
      });
  });
  let y = bodyTop;
  for (const row of rows) {
    page.drawText(printable(row), { x: MARGIN + 8, y: y - 20, size: 11, font: fonts.bold, color: slate900 });
    y -= rowHeight;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: WIDTH - MARGIN, y },
      thickness: 0.5,
      color: slate300,
    });
  }
  x = MARGIN;
  for (const width of widths.slice(0, -1)) {
    x += width;
    page.drawLine({ start: { x, y: top - headerHeight }, end: { x, y }, thickness: 0.5, color: slate300 });
  }
  page.drawRectangle({
    x: MARGIN,
    y,
    width: CONTENT,
    height: top - y,
    borderColor: slate300,
    borderWidth: 0.75,
  });
  sheet.y = y - 28;
}

function worksheetPage(sheet: Sheet, worksheet: PlaybookWorksheet) {
  const { fonts } = sheet;
  pageHeader(sheet, `Step ${worksheet.step} worksheet`);
  sheet.text(worksheet.title, { size: 26, font: fonts.bold, color: slate900, leading: 34 });
  sheet.gap(4);
  sheet.text(worksheet.intro, { size: 12, leading: 18 });
  sheet.gap(18);
  table(sheet, worksheet.columns, worksheet.rows, worksheet.rows.length > 5 ? 52 : 64);
  if (worksheet.step === 2) {
    sheet.text('Experiment brief', { size: 15, font: fonts.bold, color: slate900 });
    sheet.gap(4);
    for (const line of experimentBrief) {
      sheet.page.drawText(`${line.label}:`, {
        x: MARGIN,
        y: sheet.y,
        size: 11,
        font: fonts.bold,
        color: slate900,
      });
      sheet.text(line.text, { size: 11, x: MARGIN + 80, width: CONTENT - 80 });
      sheet.gap(3);
    }
  }
}

function logPage(sheet: Sheet) {
  const { fonts } = sheet;
  pageHeader(sheet, 'Experiment log');
  sheet.text('Every experiment, one line', { size: 26, font: fonts.bold, color: slate900, leading: 34 });
  sheet.gap(4);
  sheet.text(
    'Keep this log for the whole quarter. Failed experiments are the most valuable lines: next quarter someone will suggest the same idea again.',
    { size: 12, leading: 18 },
  );
  sheet.gap(18);
  table(
    sheet,
    ['Hypothesis', 'Metric', 'Result', 'Decision'],
    ['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.'],
    56,
  );
}

function nextSteps(sheet: Sheet, options: PlaybookPdfOptions) {
  const { page, fonts } = sheet;
  pageHeader(sheet, 'Next steps');
  sheet.text('Put the framework to work', { size: 26, font: fonts.bold, color: slate900, leading: 34 });
  sheet.gap(6);
  const site = options.siteUrl.replace(/\/+$/, '');
  const actions = [
    {
      title: 'Find your bottleneck in five minutes',
      text: 'Answer seven questions and get a diagnosis with two steps for this week.',
      link: `${site}/growth-check`,
    },
    {
      title: 'Book a free 20-minute strategy call',
      text: 'Bring your funnel map: we will pick your first three experiments together.',
      link: `${site}/book-call?source=strategy`,
    },
    {
      title: 'Read the framework online',
      text: 'The same three steps, ready to share with your team.',
      link: `${site}/growth-playbook/framework`,
    },
  ];
  for (const action of actions) {
    const top = sheet.y + 14;
    const height = 84;
    page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT, height, color: brand50 });
    sheet.y = top - 26;
    sheet.text(action.title, { size: 14, font: fonts.bold, color: slate900, x: MARGIN + 20 });
    sheet.text(action.text, { size: 11, x: MARGIN + 20, width: CONTENT - 40 });
    sheet.text(action.link, { size: 11, font: fonts.bold, color: brand700, x: MARGIN + 20 });
    sheet.y = top - height - 22;
  }
  sheet.gap(10);
  sheet.text(`Questions? Write to ${options.email}. We answer every message within one business day.`, {
    size: 12,
  });
  sheet.gap(6);
  sheet.text(`${options.brand} - strategy, no-code MVPs and revenue growth for early-stage founders.`, {
    size: 11,
    font: fonts.italic,
    color: slate500,
  });
}

/** The PDF's bytes. Deterministic for the same content and options (fixed dates), so builds are stable. */
export async function playbookPdf(options: PlaybookPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixedDate = new Date('2026-11-23T00:00:00Z');
  doc.setTitle(PLAYBOOK_PDF_TITLE);
  doc.setAuthor(options.brand);
  doc.setSubject('Diagnose your bottleneck, design scrappy experiments and double down on what works.');
  doc.setCreator(options.brand);
  doc.setProducer(options.brand);
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const newSheet = () => new Sheet(doc.addPage([WIDTH, HEIGHT]), fonts);

  cover(newSheet(), options);
  overview(newSheet());
  for (const step of playbookSteps) {
    stepPage(newSheet(), step);
    const worksheet = playbookWorksheets.find((sheet) => sheet.step === step.number);
    if (worksheet) worksheetPage(newSheet(), worksheet);
  }
  logPage(newSheet());
  nextSteps(newSheet(), options);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index > 0) pageFooter(page, fonts, index + 1, pages.length, options.brand);
  });
  return doc.save({ useObjectStreams: false });
}
