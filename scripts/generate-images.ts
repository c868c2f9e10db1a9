/**
 * Draws the site's illustrations (seed post and MVP covers, author avatars, the social preview image) and
 * the home-screen icon with Chromium, and compresses the illustrations to WebP. The outputs are committed
 * in public/; run this only to change them. Needs /usr/bin/chromium and `cwebp` (Debian package `webp`).
 *
 *   node scripts/generate-images.ts [part of a file's path, to draw only those]
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { brandFont } from '../server/font-fallback.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');

type Motif = 'bars' | 'rings' | 'grid' | 'steps' | 'curve' | 'tag' | 'bubbles' | 'roadmap';
type Cover = {
  file: string;
  label: string;
  kicker: string;
  hue: number;
  /** Set for Labs covers; a blog cover's motif follows its topic (the kicker). */
  motif?: Motif;
  /** A Labs MVP's picture: its product's screen, as a founder would see it, rather than a title card. */
  screen?: ProductScreen;
};

/** What an MVP's screen shows: its menu, three figures, and one panel of its work. */
type ProductScreen = {
  menu: readonly string[];
  stats: readonly (readonly [label: string, value: string])[];
  panel: { title: string; kind: 'chart' | 'rows' | 'flow'; items: readonly string[] };
};

/** One motif per blog topic, so covers side by side in the blog tell their topics apart at a glance. */
const motifByTopic: Record<string, Motif> = {
  Validation: 'steps',
  'No-Code': 'grid',
  Pricing: 'tag',
  Retention: 'curve',
  Fundraising: 'rings',
  'Customer Research': 'bubbles',
  Monetization: 'bars',
  Strategy: 'roadmap',
  Blog: 'grid',
  Foundercraft: 'roadmap',
};

const motifOf = (cover: Cover): Motif => {
  const motif = cover.motif ?? motifByTopic[cover.kicker];
  if (!motif) throw new Error(`No motif for the blog topic "${cover.kicker}": add it to motifByTopic.`);
  return motif;
};

const covers: Cover[] = [
  {
    file: 'images/blog/validate-idea',
    kicker: 'Validation',
    label: 'Two-week validation sprint',
    hue: 245,
  },
  {
    file: 'images/blog/no-code-stack',
    kicker: 'No-Code',
    label: 'The no-code MVP stack',
    hue: 200,
  },
  { file: 'images/blog/pricing', kicker: 'Pricing', label: 'Price on value', hue: 160 },
  {
    file: 'images/blog/retention',
    kicker: 'Retention',
    label: 'Plug the leaky bucket',
    hue: 280,
  },
  {
    file: 'images/blog/fundraising',
    kicker: 'Fundraising',
    label: 'Ready to raise?',
    hue: 30,
  },
  {
    file: 'images/blog/interviews',
    kicker: 'Customer Research',
    label: 'Interviews that don’t lie',
    hue: 330,
  },
  {
    file: 'images/blog/freemium',
    kicker: 'Monetization',
    label: 'Freemium or trial?',
    hue: 185,
  },
  { file: 'images/blog/roadmap', kicker: 'Strategy', label: 'The 90-day roadmap', hue: 225 },
  { file: 'images/blog/default', kicker: 'Blog', label: 'Insights for founders', hue: 245 },
  {
    file: 'images/labs/launchpad-ai',
    kicker: 'Labs · Beta',
    label: 'LaunchPad AI',
    hue: 260,
    motif: 'rings',

    screen: {
      menu: ['Ideas', 'Prototype', 'Landing page', 'Validation plan'],
      stats: [
        ['Screens', '12'],
        ['Variants', '3'],
        ['Waitlist', '148'],
      ],
      panel: {
        title: 'Validation plan',
        kind: 'flow',
        items: ['Interviews', 'Landing page', 'Pre-orders', 'Decide'],
      },
    },
  },
  {
    file: 'images/labs/flowpilot',
    kicker: 'Labs · Live',
    label: 'FlowPilot',
    hue: 150,
    motif: 'steps',
    screen: {
      menu: ['Intake', 'Proposals', 'Invoices', 'Follow-ups'],
      stats: [
        ['Proposals sent', '42'],
        ['Signed', '31'],
        ['Paid on time', '94%'],
      ],
      panel: {
        title: 'This week',
        kind: 'rows',
        items: [
          'Brand refresh · proposal signed',
          'Site audit · invoice sent',
          'Retainer · reminder due Friday',
          'Workshop · intake received',
        ],
      },
    },
  },
  {
    file: 'images/labs/feedback-radar',
    kicker: 'Labs · Live',
    label: 'Feedback Radar',
    hue: 190,
    motif: 'rings',

    screen: {
      menu: ['Themes', 'Sources', 'Digest', 'Experiments'],
      stats: [
        ['Comments', '1,204'],
        ['Themes', '18'],
        ['Growing', '5'],
      ],
      panel: {
        title: 'Top themes',
        kind: 'chart',
        items: ['Onboarding', 'Pricing', 'Exports', 'Mobile', 'Search', 'Invites'],
      },
    },
  },
  {
    file: 'images/labs/churn-signal',
    kicker: 'Labs · Beta',
    label: 'Churn Signal',
    hue: 300,
    motif: 'curve',

    screen: {
      menu: ['At risk', 'Signals', 'Save offers', 'Results'],
      stats: [
        ['Accounts', '860'],
        ['At risk', '23'],
        ['Saved', '61%'],
      ],
      panel: {
        title: 'At risk this week',
        kind: 'rows',
        items: [
          'Acme Co · logins down 70%',
          'Brightside · payment failed',
          'Kettle · key feature unused',
          'Mosaic · seats removed',
        ],
      },
    },
  },
  {
    file: 'images/labs/pricing-lab',
    kicker: 'Labs · Testing',
    label: 'Pricing Lab',
    hue: 45,
    motif: 'bars',
    screen: {
      menu: ['Experiments', 'Prices', 'Packages', 'Results'],
      stats: [
        ['Visitors', '5,210'],
        ['Revenue / visitor', '$1.84'],
        ['Confidence', '91%'],
      ],
      panel: {
        title: 'Revenue per visitor by price',
        kind: 'chart',
        items: ['$19', '$29', '$39', '$49', '$59', '$69'],
      },
    },
  },
  {
    file: 'images/labs/interview-copilot',
    kicker: 'Labs · Testing',
    label: 'Interview Copilot',
    hue: 340,
    motif: 'grid',

    screen: {
      menu: ['Calls', 'Transcripts', 'Flags', 'Summaries'],
      stats: [
        ['Calls', '14'],
        ['Leading questions', '9'],
        ['Quotes', '126'],
      ],
      panel: {
        title: 'Call summary',
        kind: 'rows',
        items: [
          'Problem: invoices paid late',
          'Workaround: spreadsheet reminders',
          'Would pay: yes, under $40',
          'Flag: leading question at 12:40',
        ],
      },
    },
  },
  {
    file: 'images/labs/invoice-nudge',
    kicker: 'Labs · Retired',
    label: 'Invoice Nudge',
    hue: 215,
    motif: 'steps',

    screen: {
      menu: ['Invoices', 'Reminders', 'Clients', 'Settings'],
      stats: [
        ['Open', '17'],
        ['Reminded', '12'],
        ['Paid', '89%'],
      ],
      panel: { title: 'Reminder flow', kind: 'flow', items: ['Due', '3 days', '7 days', 'Call'] },
    },
  },
  { file: 'images/labs/default', kicker: 'Labs', label: 'Experimental MVPs', hue: 250, motif: 'grid' },
];

function motifSvg(motif: Motif): string {
  const stroke = 'stroke="rgba(255,255,255,0.55)" fill="none" stroke-width="10" stroke-linecap="round"';
  switch (motif) {
    case 'bars':
      return [140, 220, 180, 300, 260, 380]
        .map(
          (h, i) =>
            `<rect x="${660 + i * 80}" y="${560 - h}" width="52" height="${h}" rx="10" fill="rgba(255,255,255,${0.25 + i * 0.1})"/>`,
        )
        .join('');
    case 'rings':
      return [60, 120, 180, 240].map((r) => `<circle cx="900" cy="330" r="${r}" ${stroke}/>`).join('');
    case 'grid':
      return Array.from(
        { length: 16 },
        (_, i) =>
          `<rect x="${700 + (i % 4) * 90}" y="${150 + Math.floor(i / 4) * 90}" width="70" height="70" rx="14" fill="rgba(255,255,255,${i % 3 === 0 ? 0.7 : 0.25})"/>`,
      ).join('');
    case 'steps':
      return `<path d="M640 540 H760 V440 H880 V340 H1000 V240 H1120" ${stroke}/><circle cx="1120" cy="240" r="22" fill="#fff"/>`;
    case 'tag':
      return `<path d="M700 240 a24 24 0 0 1 24 -24 h250 l110 114 l-110 114 h-250 a24 24 0 0 1 -24 -24z" fill="rgba(255,255,255,0.3)"/><circle cx="1000" cy="330" r="22" fill="#fff"/><path d="M760 330 h160" ${stroke}/>`;
    case 'bubbles':
      return `<rect x="660" y="150" width="330" height="150" rx="40" fill="rgba(255,255,255,0.3)"/><path d="M720 300 l-10 60 l60 -60z" fill="rgba(255,255,255,0.3)"/><rect x="820" y="340" width="320" height="140" rx="40" fill="rgba(255,255,255,0.6)"/><path d="M1080 480 l20 55 l-70 -55z" fill="rgba(255,255,255,0.6)"/>`;
    case 'roadmap':
      return `<path d="M660 520 C 760 420, 840 560, 920 420 S 1040 260, 1120 200" ${stroke} stroke-dasharray="4 26"/>${[
        [660, 520],
        [920, 420],
        [1120, 200],
      ]
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="26" fill="${i === 2 ? '#fbbf24' : '#fff'}"/>`)
        .join('')}`;
    case 'curve':
      return `<path d="M640 180 C 720 420, 820 470, 1140 480" ${stroke}/><path d="M640 180 V540 H1140" stroke="rgba(255,255,255,0.35)" stroke-width="4" fill="none"/>`;
  }
}

/** The site's own face (ADR 0020), so a cover reads like the page it sits on (inline: the page is about:blank). */
const brandFontFace = `<style>@font-face{font-family:'Bricolage Grotesque Variable';font-weight:200 800;src:url(data:font/woff2;base64,${(
  await readFile(createRequire(import.meta.url).resolve(brandFont.file))
).toString('base64')})}</style>`;

function coverHtml(cover: Cover, width: number, height: number): string {
  return `<html><head>${brandFontFace}</head><body style="margin:0">
  <div style="width:${width}px;height:${height}px;position:relative;overflow:hidden;font-family:'Bricolage Grotesque Variable',system-ui,sans-serif;
    background:linear-gradient(135deg,hsl(${cover.hue} 70% 38%),hsl(${(cover.hue + 40) % 360} 75% 55%))">
    <svg width="${width}" height="${height}" viewBox="0 0 1200 675" style="position:absolute;inset:0">${motifSvg(motifOf(cover))}</svg>
    <div style="position:absolute;left:72px;top:${height / 2 - 110}px;width:560px;color:#fff">
      <div style="font-size:28px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;opacity:.85">${cover.kicker}</div>
      <div style="font-size:64px;font-weight:800;line-height:1.05;margin-top:16px">${cover.label}</div>
    </div>
  </div></body></html>`;
}

/** An MVP's picture: its app's window on a tint of its colour, with the screen its row is about. */
function productHtml(cover: Cover, screen: ProductScreen, width: number, height: number): string {
  const accent = `hsl(${cover.hue} 65% 45%)`;
  const soft = `hsl(${cover.hue} 70% 95%)`;
  const slug = cover.file.split('/').pop();
  const panel = (() => {
    const { kind, items } = screen.panel;
    if (kind === 'chart')
      return `<div style="display:flex;align-items:flex-end;gap:22px;height:190px;padding-top:10px">${items
        .map(
          (item, i) =>
            `<div style="flex:1;text-align:center"><div style="height:${60 + ((i * 37) % 120)}px;border-radius:8px;background:${i === 3 ? accent : soft}"></div><div style="margin-top:10px;font-size:18px;color:#475569">${item}</div></div>`,
        )
        .join('')}</div>`;
    if (kind === 'flow')
      return `<div style="display:flex;align-items:center;gap:14px;margin-top:40px">${items
        .map(
          (item, i) =>
            `<div style="flex:1;padding:22px 10px;border-radius:12px;text-align:center;font-size:20px;font-weight:600;background:${i < 2 ? accent : soft};color:${i < 2 ? '#fff' : '#334155'}">${item}</div>`,
        )
        .join('<div style="color:#94a3b8;font-size:26px">→</div>')}</div>`;
    return items
      .map(
        (item, i) =>
          `<div style="display:flex;align-items:center;gap:14px;padding:14px 0;border-top:${i ? '1px solid #e2e8f0' : 'none'};font-size:20px;color:#334155"><span style="width:14px;height:14px;border-radius:50%;background:${i === 0 ? accent : '#cbd5e1'}"></span>${item}</div>`,
      )
      .join('');
  })();
  return `<html><head>${brandFontFace}</head><body style="margin:0">
  <div style="width:${width}px;height:${height}px;position:relative;overflow:hidden;font-family:system-ui,sans-serif;
    background:linear-gradient(135deg,${soft},hsl(${(cover.hue + 40) % 360} 75% 88%))">
    <div style="position:absolute;left:70px;top:56px;right:70px;bottom:-30px;background:#fff;border-radius:18px;
      box-shadow:0 30px 60px rgba(15,23,42,.18);overflow:hidden;display:flex;flex-direction:column">
      <div style="height:46px;background:#f1f5f9;display:flex;align-items:center;gap:9px;padding:0 20px">
        ${['#f87171', '#fbbf24', '#34d399'].map((c) => `<span style="width:13px;height:13px;border-radius:50%;background:${c}"></span>`).join('')}
        <span style="margin-left:24px;padding:5px 16px;border-radius:8px;background:#fff;color:#64748b;font-size:16px">${slug}.foundercraft.studio</span>
      </div>
      <div style="flex:1;display:flex">
        <div style="width:230px;background:#f8fafc;border-right:1px solid #e2e8f0;padding:26px 22px">
          <div style="font-family:'Bricolage Grotesque Variable',system-ui;font-size:26px;font-weight:800;color:#0f172a">${cover.label}</div>
          ${screen.menu.map((item, i) => `<div style="margin-top:${i ? 12 : 26}px;padding:10px 12px;border-radius:8px;font-size:18px;${i === 0 ? `background:${soft};color:${accent};font-weight:700` : 'color:#475569'}">${item}</div>`).join('')}
        </div>
        <div style="flex:1;padding:26px 34px">
          <div style="display:flex;gap:18px">${screen.stats
            .map(
              ([label, value]) =>
                `<div style="flex:1;border:1px solid #e2e8f0;border-radius:12px;padding:14px 18px"><div style="font-size:16px;color:#64748b">${label}</div><div style="font-family:'Bricolage Grotesque Variable',system-ui;font-size:34px;font-weight:800;color:#0f172a">${value}</div></div>`,
            )
            .join('')}</div>
          <div style="margin-top:24px;font-size:20px;font-weight:700;color:#0f172a">${screen.panel.title}</div>
          ${panel}
        </div>
      </div>
    </div>
  </div></body></html>`;
}

function avatarHtml(initials: string, hue: number): string {
  return `<html><body style="margin:0"><div style="width:256px;height:256px;display:flex;align-items:center;justify-content:center;
    background:linear-gradient(135deg,hsl(${hue} 65% 42%),hsl(${hue + 30} 70% 58%));color:#fff;font:700 96px system-ui,sans-serif">${initials}</div></body></html>`;
}

/**
 * The retention article's chart. Drawn for the phone as much as the desktop: in a 390 px screen's column it
 * shows at about a third of its size, so its words are drawn at 38-44 px to read at 12 px or more there, and
 * the note sits inside the picture in two lines.
 */
function retentionChartHtml(): string {
  const points = [100, 62, 48, 41, 37, 35, 34, 34, 33];
  const x = (week: number) => 190 + week * 118;
  const y = (share: number) => 620 - share * 4.6;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)} ${y(p)}`).join(' ');
  const label = 'font-size="40" fill="#334155"';
  return `<html><body style="margin:0"><svg width="1200" height="750" viewBox="0 0 1200 750" style="background:#fff;font-family:system-ui,sans-serif">
    <text x="40" y="70" font-size="44" font-weight="700" fill="#0f172a">Share of a cohort still active, by week</text>
    <path d="M${x(0)} ${y(100) - 20} V${y(0)} H${x(8) + 20}" stroke="#94a3b8" stroke-width="4" fill="none"/>
    ${[0, 50, 100].map((v) => `<text x="${x(0) - 16}" y="${y(v) + 14}" ${label} text-anchor="end">${v}%</text>`).join('')}
    ${[0, 2, 4, 6, 8].map((w) => `<text x="${x(w)}" y="${y(0) + 60}" ${label} text-anchor="middle">W${w}</text>`).join('')}
    <path d="${path}" stroke="#4338ca" stroke-width="10" fill="none" stroke-linejoin="round"/>
    <text x="${x(3)}" y="${y(100) + 40}" font-size="38" font-weight="600" fill="#3730a3">
      <tspan x="${x(3)}">The curve flattens:</tspan><tspan x="${x(3)}" dy="48">a core of users who stay</tspan>
    </text>
  </svg></body></html>`;
}

/**
 * The home-screen icon, which Google Search also shows beside results: the tab icon (public/favicon.svg)
 * full-bleed, since iOS rounds the corners itself.
 */
async function touchIconHtml(size: number): Promise<string> {
  const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  return `<!doctype html><html><body style="margin:0;background:#4338ca">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
}

/** `node scripts/generate-images.ts retention-curve`: draws only the files whose path holds the word. */
const only = process.argv[2];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function render(
  html: string,
  width: number,
  height: number,
  file: string,
  format: 'webp' | 'jpg' | 'png',
) {
  if (only && !file.includes(only)) return;
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  const clip = { x: 0, y: 0, width, height };
  await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
  // Social networks do not read WebP, so the share image is a JPEG.
  if (format === 'jpg') {
    await page.screenshot({ path: path.join(publicDir, `${file}.jpg`), clip, type: 'jpeg', quality: 82 });
  } else if (format === 'png') {
    await page.screenshot({ path: path.join(publicDir, `${file}.png`), clip });
  } else {
    const png = path.join(publicDir, `${file}.png`);
    await page.screenshot({ path: png, clip });
    execFileSync('cwebp', ['-quiet', '-q', '78', png, '-o', path.join(publicDir, `${file}.webp`)]);
    await rm(png);
  }
}

for (const cover of covers)
  await render(
    cover.screen ? productHtml(cover, cover.screen, 1200, 675) : coverHtml(cover, 1200, 675),
    1200,
    675,
    cover.file,
    'webp',
  );
await render(retentionChartHtml(), 1200, 750, 'images/blog/retention-curve', 'webp');
await render(avatarHtml('MO', 250), 256, 256, 'images/authors/maya-okafor', 'webp');
await render(avatarHtml('DR', 170), 256, 256, 'images/authors/daniel-reyes', 'webp');
await render(
  coverHtml(
    {
      file: '',
      kicker: 'Foundercraft',
      label: 'Strategy, no-code MVPs and growth for founders',
      hue: 245,
      motif: 'steps',
    },
    1200,
    630,
  ),
  1200,
  630,
  'images/og-default',
  'jpg',
);
await render(await touchIconHtml(180), 180, 180, 'apple-touch-icon', 'png');
await browser.close();
console.log('Images written to public/images and public/apple-touch-icon.png');
