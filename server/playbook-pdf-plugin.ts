import { loadEnv, type Plugin } from 'vite';
import { playbookPdf, type PlaybookPdfOptions } from '../scripts/playbook-pdf.ts';
import { playbookPdfPath } from '../src/content/playbook.ts';

/** The PDF's brand, links and contact from the same variables the site reads (defaults as in site.ts). */
export function playbookPdfOptions(env: Record<string, string | undefined>): PlaybookPdfOptions {
  return {
    brand: env.VITE_BRAND_NAME || 'Foundercraft',
    siteUrl: env.VITE_SITE_URL || 'http://localhost:5173',
    email: env.VITE_CONTACT_EMAIL || 'hello@foundercraft.studio',
  };
}

/** `npm run dev` serves the playbook PDF at its public address, drawn afresh so content edits show. */
export function playbookPdfDevServer(): Plugin {
  return {
    name: 'playbook-pdf',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== playbookPdfPath) return next();
        const env = { ...loadEnv(server.config.mode, server.config.root, 'VITE_'), ...process.env };
        playbookPdf(playbookPdfOptions(env)).then((bytes) => {
          res.setHeader('Content-Type', 'application/pdf');
          res.end(Buffer.from(bytes));
        }, next);
      });
    },
  };
}
