import { loadEnv, type Plugin } from 'vite';
import { playbookPdf, type PlaybookPdfOptions } from '../scripts/playbook-pdf.ts';
import { playbookPdfPath } from '../src/content/playbook.ts';
import { studioDefaults } from '../supabase/functions/_shared/studio.ts';

/** The PDF's brand, links and contact from the same variables and defaults the site reads (site.ts). */
export function playbookPdfOptions(env: Record<string, string | undefined>): PlaybookPdfOptions {
  return {
    brand: env.VITE_BRAND_NAME || studioDefaults.brandName,
    siteUrl: env.VITE_SITE_URL || studioDefaults.siteUrl,
    email: env.VITE_CONTACT_EMAIL || studioDefaults.contactEmail,
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
