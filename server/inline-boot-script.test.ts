import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineBootScript } from './inline-boot-script.ts';

const plugin = inlineBootScript({
  entry: fileURLToPath(new URL('../src/app/boot/boot.ts', import.meta.url)),
  alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
});

async function transform(html: string): Promise<string> {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function')
    throw new Error('The plugin has no ordered transformIndexHtml hook.');
  const result = await hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
  } as IndexHtmlTransformContext);
  if (typeof result !== 'string') throw new Error('The plugin returned tags, not a page.');
  return result;
}

describe('inlineBootScript', () => {
  it('writes the boot script into the page as one classic script that imports nothing', async () => {
    const html = await transform('<head><!--boot-script--></head>');
    const script = /^<head><script>([\s\S]+)<\/script><\/head>$/.exec(html)?.[1] ?? '';
    expect(script).toContain('data-sending');
    expect(script).toContain('data-entry');
    expect(script).not.toMatch(/\bimport\s*[({"'`]|\bexport\s/);
    // It runs as written: a syntax error would leave every page without its answers to early forms.
    expect(() => new Function(script)).not.toThrow();
  });

  it('refuses a page without the place for it', async () => {
    await expect(transform('<head></head>')).rejects.toThrow('index.html has no <!--boot-script-->.');
  });
});
