import { describe, expect, it, vi } from 'vitest';
import {
  fillTemplate,
  inlineStylesheets,
  ON_DEMAND_MODULES,
  outputFile,
  pageAssets,
  splitHead,
} from './prerender.ts';

describe('splitHead', () => {
  it('moves the leading title, meta and link tags React emits into the head part', () => {
    const markup =
      '<title>About | Brand</title><meta name="description" content="x"/><link rel="canonical" href="https://a.test/about"/><div>About</div>';
    expect(splitHead(markup)).toEqual({
      head: '<title>About | Brand</title><meta name="description" content="x"/><link rel="canonical" href="https://a.test/about"/>',
      body: '<div>About</div>',
    });
  });

  it('leaves tags inside the page content where they are', () => {
    expect(splitHead('<div><meta itemprop="x"/></div>').head).toBe('');
  });
});

describe('fillTemplate', () => {
  const template =
    '<head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n</body>';

  const page = { head: '<title>T</title>', body: '<p>$& $1 price</p>', path: '/about', hydrationData: '{}' };

  it('stamps the root with the rendered path, fills head and body, and adds the data block', () => {
    expect(fillTemplate(template, page, 'data')).toBe(
      '<head><title>T</title></head><body><div id="root" data-prerendered-path="/about" data-entry="/assets/index-1.js"><p>$& $1 price</p></div>' +
        '<script type="application/json" id="data">{}</script></body>',
    );
  });

  it("puts the data block at the end of the body, even when content spells out the template's markers", () => {
    const hostile = {
      ...page,
      head: '<meta name="description" content="<!--app-html--> </body>"/>',
      body: '<a title="</body><!--app-head-->">x</a>',
    };
    expect(fillTemplate(template, hostile, 'data')).toBe(
      '<head><meta name="description" content="<!--app-html--> </body>"/></head><body><div id="root" data-prerendered-path="/about" data-entry="/assets/index-1.js"><a title="</body><!--app-head-->">x</a></div>' +
        '<script type="application/json" id="data">{}</script></body>',
    );
  });

  it('names the entry and the chunks it imports on the root, for the boot script to load after the paint', () => {
    expect(fillTemplate(template, { ...page, chunks: ['/assets/a.js', '/assets/b.js'] }, 'data')).toContain(
      '<div id="root" data-prerendered-path="/about" data-entry="/assets/index-1.js" data-page-chunks="/assets/a.js /assets/b.js">',
    );
  });

  it('does not ask for the entry script in the HTML: the root names it, for the boot script', () => {
    expect(fillTemplate(template, page, 'data')).not.toContain('<script type="module"');
  });

  it('refuses a template without its entry script', () => {
    expect(() => fillTemplate(template.replace(/<script[^]*<\/script>/, ''), page, 'data')).toThrow(
      /no <script type="module" src> entry/,
    );
  });

  it('refuses a template without a root element', () => {
    expect(() => fillTemplate(template.replace('<div id="root">', '<div>'), page, 'data')).toThrow(
      /no <div id="root">/,
    );
  });
});

describe('outputFile', () => {
  it('writes one file per address, without a folder per page', () => {
    expect(outputFile('dist', '/')).toBe('dist/index.html');
    expect(outputFile('dist', '/about')).toBe('dist/about.html');
    expect(outputFile('dist', '/blog/tag/no-code')).toBe('dist/blog/tag/no-code.html');
  });
});

describe('pageAssets', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/app/start.tsx'],
      css: ['assets/style.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/app/start.tsx': {
      file: 'assets/start.js',
      imports: ['_router.js'],
      dynamicImports: ['src/app/routes/blog.tsx'],
    },
    '_router.js': { file: 'assets/router.js' },
    'src/app/routes/blog.tsx': { file: 'assets/blog.js' },
    'src/app/routes/about.tsx': {
      file: 'assets/about.js',
      imports: ['_section.js', 'index.html'],
      css: ['assets/about.css'],
    },
    '_section.js': { file: 'assets/section.js', imports: ['index.html', '_react.js'] },
  };

  it("lists the entry's chunks (those it imports in steps too) and the page's, never the entry itself or another page, and links the page's own CSS", () => {
    expect(pageAssets(manifest, ['src/app/routes/about.tsx'])).toEqual({
      styles: '<link rel="stylesheet" href="/assets/about.css">',
      chunks: [
        '/assets/react.js',
        '/assets/start.js',
        '/assets/router.js',
        '/assets/about.js',
        '/assets/section.js',
      ],
    });
  });

  it('leaves out what the entry imports only on demand (the vitals reporter, the error SDK)', () => {
    const withOnDemand = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        dynamicImports: ['src/app/start.tsx', ...ON_DEMAND_MODULES],
      },
      'src/lib/web-vitals.ts': { file: 'assets/web-vitals.js' },
      'src/lib/error-reporting-client.ts': { file: 'assets/error-reporting-client.js' },
    };
    const { chunks } = pageAssets(withOnDemand, ['src/app/routes/about.tsx']);
    expect(chunks).toContain('/assets/start.js');
    expect(chunks).not.toContain('/assets/web-vitals.js');
    expect(chunks).not.toContain('/assets/error-reporting-client.js');
  });

  it('fails the build when the entry itself imports a page module, which every page would then load', () => {
    const entryImportsAPage = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['src/app/routes/blog.tsx'] },
    };
    expect(() => pageAssets(entryImportsAPage, ['src/app/routes/about.tsx'])).toThrow(
      'The entry imports the page module src/app/routes/blog.tsx',
    );
  });

  it('fails the build for a page module with no chunk of its own (merged into another page)', () => {
    expect(() => pageAssets(manifest, ['src/app/routes/labs.tsx'])).toThrow(
      'src/app/routes/labs.tsx has no chunk of its own in the build manifest',
    );
  });
});

describe('inlineStylesheets', () => {
  it('replaces stylesheet links with the stylesheet itself, escaping a closing style tag', async () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="icon" href="/f.svg"></head>';
    const read = async (file: string) => (file === 'assets/index-1.css' ? 'a{content:"</style>"}' : '');
    expect(await inlineStylesheets(html, read)).toBe(
      '<head><style>a{content:"<\\/style>"}</style><link rel="icon" href="/f.svg"></head>',
    );
  });

  it('preloads the font file the stylesheet names, once, beside it', async () => {
    const css =
      '@font-face{src:url(/assets/brand-1.woff2)format("woff2-variations")}h1{font-family:x}@font-face{src:url(/assets/brand-1.woff2)}';
    const html = await inlineStylesheets(
      '<head><link rel="stylesheet" href="/assets/index-1.css"></head>',
      () => Promise.resolve(css),
    );
    expect(html).toBe(
      `<head><link rel="preload" href="/assets/brand-1.woff2" as="font" type="font/woff2" crossorigin><style>${css}</style></head>`,
    );
  });

  it('loads the metric-matched fallback faces the stylesheet declares right after it, before the first layout', async () => {
    const css = '@font-face{font-family:Bricolage Grotesque Fallback;src:local(Arial)}';
    const html = await inlineStylesheets(
      '<head><link rel="stylesheet" href="/assets/index-1.css"></head><body><h1>Hi</h1></body>',
      () => Promise.resolve(css),
    );
    const script = /<\/style><script>([^<]+)<\/script><\/head>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const load = vi.fn(() => Promise.resolve());
    const faces = [
      { family: '"Bricolage Grotesque Fallback"', load },
      { family: 'Bricolage Grotesque Variable', load: vi.fn() },
    ];
    new Function('document', script!)({ fonts: faces });
    expect(load).toHaveBeenCalledOnce();
    expect(faces[1]!.load).not.toHaveBeenCalled();
  });
});
