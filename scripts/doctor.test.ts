import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, LocalBackend } from '../server/local-backend/backend.ts';
import { asRole, freshDatabase } from '../supabase/tests/database.ts';
import { doctor, type Finding } from './doctor.ts';

/**
 * `npm run doctor` against the local backend (the database, the Data API and the functions a hosted
 * project runs) over HTTP, as it talks to a hosted one, and a stand-in for the built site's /privacy.
 */
let db: PGlite;
let servers: Server[] = [];

beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  servers = [];
  await db.close();
});

async function listen(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The secrets `supabase secrets set` gives the README's deploy (no network is used: nothing is sent). */
const deployedSecrets = {
  SITE_URL: 'https://www.studio.test',
  RESEND_API_KEY: 're_test',
  EMAIL_FROM: 'Studio <hello@mail.studio.test>',
  LEADS_NOTIFY_EMAIL: 'leads@studio.test',
  OPENAI_API_KEY: 'sk-test',
};

/** The local project and a site whose /privacy says `privacy`; the doctor's findings, by line. */
async function examine({
  functions,
  secrets = deployedSecrets,
  privacy = 'kept for 24 months after our last contact with you',
}: {
  functions?: 'without newsletter';
  secrets?: Record<string, string>;
  privacy?: string;
} = {}) {
  const backend = await LocalBackend.create(db);
  backend.setSecrets(secrets);
  if (functions) {
    const deployed = (backend as unknown as { functions: Record<string, unknown> }).functions;
    delete deployed.newsletter;
  }
  const handle = backend.middleware();
  const project = await listen((req, res) => handle(req, res, () => res.writeHead(404).end()));
  const site = await listen((req, res) => {
    if (req.url === '/privacy') res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${privacy}</p>`);
    else res.writeHead(404).end();
  });
  const result = await doctor({
    SUPABASE_URL: project,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_KEY,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SITE_URL: site,
  });
  const line = (start: string) => result.findings.find((finding) => finding.text.startsWith(start));
  return { ...result, line };
}

const runSchedule = () => asRole(db, 'service_role', 'select public.run_mail_schedule()');

describe('npm run doctor', () => {
  it('names the schedule that never ran, and says it runs once it has', async () => {
    const before = await examine();
    expect(before.line('The outbox schedule')).toEqual<Finding>({
      status: 'FIX',
      text: 'The outbox schedule has never run: run supabase/hosted/send-email-schedule.sql in the SQL editor (README, Deploy, step 3)',
    });
    expect(before.ok).toBe(false);
    // What the deploy did set up reads as done.
    expect(before.line('Data API')?.status).toBe('ok');
    expect(before.line('Exposed schemas')).toEqual({
      status: 'ok',
      text: 'Exposed schemas: public, api and nothing else',
    });
    for (const name of ['leads', 'growth-analysis', 'newsletter'])
      expect(before.line(`Function ${name}`)).toEqual({
        status: 'ok',
        text: `Function ${name}: deployed and answering`,
      });
    expect(before.line('Function secrets')).toEqual({
      status: 'ok',
      text: 'Function secrets: SITE_URL, RESEND_API_KEY, EMAIL_FROM, LEADS_NOTIFY_EMAIL, OPENAI_API_KEY are set',
    });
    expect(before.line('Sending domain')?.text).toContain(
      'Resend → Domains shows mail.studio.test as Verified',
    );
    expect(before.line('AI model')?.status).toBe('CHECK');
    expect(before.line('Retention')).toEqual({
      status: 'ok',
      text: 'Retention: leads are anonymised 24 months after the last contact',
    });
    expect(before.line('Site')).toEqual({
      status: 'ok',
      text: 'Site: /privacy states the 24 months the database keeps leads',
    });
    // A local database has neither pg_cron nor Vault: said, not failed.
    expect(before.line('pg_cron')?.status).toBe('CHECK');

    await runSchedule();
    const after = await examine();
    expect(after.line('The outbox schedule')).toEqual({
      status: 'ok',
      text: expect.stringMatching(/^The outbox schedule runs \(last at \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/),
    });
    // Nothing else changed.
    expect(after.findings.filter((f) => !f.text.startsWith('The outbox schedule'))).toEqual(
      before.findings.filter((f) => !f.text.startsWith('The outbox schedule')),
    );
  });

  it('names a function not deployed, the secrets not set, and a site that states another period', async () => {
    await runSchedule();
    await db.query('update private.lead_retention set months = 36');
    const { line, findings } = await examine({
      functions: 'without newsletter',
      secrets: { SITE_URL: 'https://www.studio.test', EMAIL_FROM: 'Studio <hello@studio.test>' },
    });
    expect(line('Function newsletter')).toEqual({
      status: 'FIX',
      text: 'Function newsletter is not deployed: npx supabase functions deploy newsletter',
    });
    expect(line('Function secrets')).toEqual({
      status: 'FIX',
      text: 'Function secrets not set: RESEND_API_KEY=... LEADS_NOTIFY_EMAIL=... OPENAI_API_KEY=...: npx supabase secrets set them',
    });
    expect(line('Site')).toEqual({
      status: 'FIX',
      text: 'Site: /privacy does not state the 36 months of private.lead_retention: rebuild the site (its deploy hook)',
    });
    expect(line('AI model')).toBeUndefined();
    // No secret's value is ever printed.
    expect(JSON.stringify(findings)).not.toContain(LOCAL_SERVICE_KEY);
  });

  it('asks for what it needs in the shell', async () => {
    expect(await doctor({ SUPABASE_URL: 'https://x.supabase.co' })).toEqual({
      ok: false,
      findings: [
        {
          status: 'FIX',
          text: "Set SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY, SITE_URL in the shell (Project Settings → API: the URL, the anon and service_role keys; the site's https origin)",
        },
      ],
    });
  });
});
