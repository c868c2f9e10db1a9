// The one jsdom API the prerender uses (src/lib/sanitize-html.ts); @types/jsdom is not worth a dependency.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
