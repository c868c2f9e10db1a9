/**
 * `npm run doctor`: with the hosted project's URL and keys in the shell (SUPABASE_URL,
 * SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY, SITE_URL; the VITE_ names of the URL, the anon key and the
 * site work too), checks what the README's deploy steps set up and prints one line for each: `ok`, `FIX`
 * (what is missing and how to set it) or `CHECK` (what only a look at another service can tell). It talks to
 * the project and the site only: the Data API, the functions (send-email says which secrets are set,
 * never their values), public.deployment_report() for what the database holds (the schedules and their
 * last runs, Vault's names, the webhooks, mail waiting, AI faults, retention), and /privacy. With
 * OPENAI_API_KEY in the shell too, it asks the AI provider which model the analysis would use
 * (`npm run check:ai`'s code). Exits 1 when something needs fixing.
 */
import { fileURLToPath } from 'node:url';
import { faultCauses, type FaultCause } from '../supabase/functions/growth-analysis/faults.ts';
import { functionSecrets, type SecretsReport } from '../supabase/functions/_shared/function-secrets.ts';
import { checkAi } from './check-ai.ts';

export type DoctorEnv = Partial<
  Record<
    | 'SUPABASE_URL'
    | 'VITE_SUPABASE_URL'
    | 'SUPABASE_SERVICE_ROLE_KEY'
    | 'SUPABASE_ANON_KEY'
    | 'VITE_SUPABASE_ANON_KEY'
    | 'SITE_URL'
    | 'VITE_SITE_URL'
    | 'OPENAI_API_KEY'
    | 'OPENAI_MODEL'
    | 'OPENAI_BASE_URL',
    string
  >
>;

export type Finding = { status: 'ok' | 'FIX' | 'CHECK'; text: string };

/** What deployment_report() answers (supabase/migrations/*_deployment_report.sql). */
type DeploymentReport = {
  schedule: Record<string, string>;
  cron_jobs:
    | { name: string; active: boolean; last_run: { at: string; status: string; message: string } | null }[]
    | null;
  vault_secrets: string[] | null;
  outbox_webhook: boolean;
  rebuild_webhooks_missing: string[];
  outbox: { waiting: number; last_sent_at: string | null; last_error: string | null };
  ai_faults: { cause: FaultCause; since: string }[];
  retention: { months: number; due: number };
};

/** The functions the README deploys, each answering a GET without a key with its own 405. */
export const deployedFunctions = ['leads', 'growth-analysis', 'send-email', 'newsletter'] as const;
/** The pg_cron jobs supabase/hosted/*.sql schedule. */
const scheduledJobs = ['send-email', 'mail-schedule', 'weekly-summary'];
/** How long the every-minute schedule may be silent before it counts as stopped. */
const SCHEDULE_SILENCE_MS = 5 * 60_000;

const ok = (text: string): Finding => ({ status: 'ok', text });
const fix = (text: string): Finding => ({ status: 'FIX', text });
const check = (text: string): Finding => ({ status: 'CHECK', text });
const when = (at: string) => new Date(at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

type Answer = { status: number; body: unknown; text: string };

export async function doctor(
  env: DoctorEnv,
  { now = new Date(), fetchImpl = fetch }: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<{ ok: boolean; findings: Finding[] }> {
  const url = (env.SUPABASE_URL ?? env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? env.VITE_SUPABASE_ANON_KEY ?? '';
  const siteUrl = (env.SITE_URL ?? env.VITE_SITE_URL ?? '').replace(/\/+$/, '');
  const missing = [
    !url && 'SUPABASE_URL',
    !serviceKey && 'SUPABASE_SERVICE_ROLE_KEY',
    !anonKey && 'SUPABASE_ANON_KEY',
    !siteUrl && 'SITE_URL',
  ].filter(Boolean);
  if (missing.length)
    return {
      ok: false,
      findings: [
        fix(
          `Set ${missing.join(', ')} in the shell (Project Settings → API: the URL, the anon and service_role keys; the site's https origin)`,
        ),
      ],
    };

  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    try {
      const response = await fetchImpl(path, { ...init, signal: AbortSignal.timeout(20_000) });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the text is the answer
      }
      return { status: response.status, body, text };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      return { status: 0, body: null, text: cause instanceof Error ? cause.message : String(error) };
    }
  };
  const keyed = (key: string, profile?: string): HeadersInit => ({
    apikey: key,
    Authorization: `Bearer ${key}`,
    ...(profile && { 'Accept-Profile': profile }),
  });
  const findings: Finding[] = [];

  // 1. The Data API: the visitors' schema answers, and only public and api are exposed.
  const version = await call(`${url}/rest/v1/rpc/content_version`, { headers: keyed(anonKey, 'api') });
  if (version.status === 0)
    return { ok: false, findings: [fix(`Cannot reach the project at ${url}: ${version.text}`)] };
  findings.push(
    version.status === 200
      ? ok(`Data API: api answers visitors (content version ${String(version.body)})`)
      : fix(
          `Data API: api.content_version answered ${version.status || 'nothing'} (${version.text.slice(0, 200)}): run npx supabase db push, and expose api (README, Deploy, step 1)`,
        ),
  );
  const probe = await call(`${url}/rest/v1/rpc/content_version`, { headers: keyed(anonKey, 'doctor_probe') });
  const exposed = /(?:exposed|one of the following):\s*([\w, ]+)/.exec(probe.text)?.[1]?.split(/,\s*/) ?? [];
  if (!exposed.length)
    findings.push(
      check(
        `Exposed schemas: the project did not list them; check Project Settings → Data API shows public, api`,
      ),
    );
  else if (exposed.sort().join(',') === 'api,public')
    findings.push(ok('Exposed schemas: public, api and nothing else'));
  else
    findings.push(
      fix(
        `Exposed schemas are ${exposed.join(', ')}: set exactly public, api (npx supabase config push, or Project Settings → Data API)`,
      ),
    );

  // 2. Each function deployed and answering (its own 405 to a GET; 401 from the gateway means its JWT check is on).
  for (const name of deployedFunctions.filter((fn) => fn !== 'send-email')) {
    const answer = await call(`${url}/functions/v1/${name}`);
    if (answer.status === 405) findings.push(ok(`Function ${name}: deployed and answering`));
    else if (answer.status === 404)
      findings.push(fix(`Function ${name} is not deployed: npx supabase functions deploy ${name}`));
    else if (answer.status === 401)
      findings.push(
        fix(
          `Function ${name} refuses visitors without a key (the gateway's JWT check): deploy it again with supabase/config.toml (verify_jwt = false)`,
        ),
      );
    else
      findings.push(
        fix(`Function ${name} answered ${answer.status || 'nothing'}: ${answer.text.slice(0, 200)}`),
      );
  }

  // 3. send-email (for the service role) and the secrets it reports.
  const secrets = await call(`${url}/functions/v1/send-email`, { headers: keyed(serviceKey) });
  const report = secrets.status === 200 ? (secrets.body as SecretsReport) : undefined;
  if (!report) {
    findings.push(
      secrets.status === 404
        ? fix('Function send-email is not deployed: npx supabase functions deploy send-email')
        : fix(
            `Function send-email answered ${secrets.status || 'nothing'} to the service key (${secrets.text.slice(0, 200)}): deploy it again, and check SUPABASE_SERVICE_ROLE_KEY is the project's`,
          ),
    );
  } else {
    findings.push(ok('Function send-email: deployed and answering the service role'));
    const unset = functionSecrets.required.filter((name) => !report.secrets[name]);
    findings.push(
      unset.length
        ? fix(
            `Function secrets not set: ${unset.map((name) => `${name}=...`).join(' ')}: npx supabase secrets set them`,
          )
        : ok(`Function secrets: ${functionSecrets.required.join(', ')} are set`),
    );
    const optional = functionSecrets.optional.filter((name) => report.secrets[name]);
    findings.push(ok(`Optional secrets set: ${optional.length ? optional.join(', ') : 'none'}`));
  }

  // 4. What the database holds of the deploy.
  const answer = await call(`${url}/rest/v1/rpc/deployment_report`, { headers: keyed(serviceKey) });
  if (answer.status !== 200) {
    findings.push(
      fix(
        `public.deployment_report() answered ${answer.status || 'nothing'} (${answer.text.slice(0, 200)}): run npx supabase db push`,
      ),
    );
  } else findings.push(...databaseFindings(answer.body as DeploymentReport, now, report));

  // 5. The AI model.
  if (env.OPENAI_API_KEY) {
    const ai = await checkAi(env);
    findings.push(
      ...ai.lines.map((line, i) =>
        ai.ok || i < ai.lines.length - 1 ? ok(`AI: ${line}`) : fix(`AI: ${line}`),
      ),
    );
  } else if (report?.secrets.OPENAI_API_KEY)
    findings.push(
      check(
        'AI model: run OPENAI_API_KEY=<the secret> [OPENAI_MODEL=...] npm run check:ai to see which model it uses',
      ),
    );

  // 6. The site, and whether it states the retention the database applies.
  const privacy = await call(`${siteUrl}/privacy`);
  if (privacy.status !== 200)
    findings.push(
      fix(
        `The site answered ${privacy.status || 'nothing'} at ${siteUrl}/privacy (${privacy.text.slice(0, 120)})`,
      ),
    );
  else if (answer.status === 200) {
    const months = (answer.body as DeploymentReport).retention.months;
    findings.push(
      privacy.text.includes(`${months} months after our last contact`)
        ? ok(`Site: /privacy states the ${months} months the database keeps leads`)
        : fix(
            `Site: /privacy does not state the ${months} months of private.lead_retention: rebuild the site (its deploy hook)`,
          ),
    );
  }
  return { ok: findings.every((finding) => finding.status !== 'FIX'), findings };
}

/** The lines of what deployment_report() says: schedules, Vault, webhooks, mail, AI faults, retention. */
function databaseFindings(db: DeploymentReport, now: Date, secrets: SecretsReport | undefined): Finding[] {
  const findings: Finding[] = [];
  const lastRun = db.schedule.run_mail_schedule;
  const hostedScript =
    'run supabase/hosted/send-email-schedule.sql in the SQL editor (README, Deploy, step 3)';
  if (!lastRun) findings.push(fix(`The outbox schedule has never run: ${hostedScript}`));
  else if (now.getTime() - Date.parse(lastRun) > SCHEDULE_SILENCE_MS)
    findings.push(fix(`The outbox schedule last ran at ${when(lastRun)}, not every minute: ${hostedScript}`));
  else findings.push(ok(`The outbox schedule runs (last at ${when(lastRun)})`));

  if (db.cron_jobs === null) {
    findings.push(
      check("pg_cron is not in this database (a local one): the schedules are the local backend's"),
    );
  } else {
    for (const job of scheduledJobs) {
      const found = db.cron_jobs.find((cron) => cron.name === job);
      if (!found || !found.active)
        findings.push(fix(`The pg_cron job ${job} is ${found ? 'paused' : 'missing'}: ${hostedScript}`));
      else if (found.last_run?.status === 'failed')
        findings.push(
          fix(`The pg_cron job ${job} failed at ${when(found.last_run.at)}: ${found.last_run.message}`),
        );
      else
        findings.push(
          ok(`pg_cron job ${job}${found.last_run ? `, last run ${when(found.last_run.at)}` : ''}`),
        );
    }
  }
  if (db.vault_secrets !== null) {
    const unset = ['project_url', 'service_role_key'].filter((name) => !db.vault_secrets!.includes(name));
    findings.push(
      unset.length
        ? fix(
            `Vault has no ${unset.join(', ')}: store them with vault.create_secret (README, Deploy, step 3)`,
          )
        : ok('Vault holds project_url and service_role_key'),
    );
  }
  findings.push(
    db.outbox_webhook
      ? ok('New mail is sent at once (the outbox trigger)')
      : fix(`New mail waits for no trigger: ${hostedScript}`),
  );

  // The rebuild on content changes (README, Deploy, step 5).
  if (db.vault_secrets === null)
    findings.push(
      check("Deploy hook: a local database has no Vault; on the host, check step 5 of the README's Deploy"),
    );
  else {
    const publisher = db.cron_jobs?.find((cron) => cron.name === 'publish-scheduled-posts');
    findings.push(
      db.vault_secrets.includes('deploy_hook_url') && publisher?.active
        ? ok('Scheduled posts rebuild the site (deploy_hook_url and its pg_cron job)')
        : fix(
            'Scheduled posts do not rebuild the site: store deploy_hook_url in Vault and run supabase/hosted/scheduled-publishing.sql (README, Deploy, step 5)',
          ),
    );
  }
  findings.push(
    db.rebuild_webhooks_missing.length
      ? fix(
          `No Database Webhook to the deploy hook on ${db.rebuild_webhooks_missing.join(', ')}: crawlers see the last build (README, Deploy, step 5)`,
        )
      : ok('Every content table has its rebuild webhook'),
  );

  // Mail: stuck, and the provider's sending domain.
  if (db.outbox.waiting > 0)
    findings.push(
      fix(
        `${db.outbox.waiting} emails have waited over 10 minutes${db.outbox.last_error ? `; the last error: ${db.outbox.last_error}` : ''}`,
      ),
    );
  else
    findings.push(
      ok(
        `No email waiting${db.outbox.last_sent_at ? `; the last sent at ${when(db.outbox.last_sent_at)}` : ''}`,
      ),
    );
  if (db.outbox.last_error && /domain/i.test(db.outbox.last_error))
    findings.push(fix(`The mail provider refuses the sender's domain: ${db.outbox.last_error}`));
  else
    findings.push(
      check(
        `Sending domain: Resend → Domains shows ${secrets?.senderDomain ?? "EMAIL_FROM's domain"} as Verified (its DNS records are Resend's to check)`,
      ),
    );

  for (const fault of db.ai_faults)
    findings.push(
      fix(
        `AI analysis offline since ${when(fault.since)}: ${faultCauses[fault.cause].title}. ${faultCauses[fault.cause].fix}`,
      ),
    );

  findings.push(
    db.retention.due > 0
      ? check(
          `Retention: ${db.retention.due} people are past ${db.retention.months} months and not yet anonymised; the next daily run does it, and select * from private.erase_person('<address>'); names why one stays (private.people_past_retention() lists them)`,
        )
      : ok(`Retention: leads are anonymised ${db.retention.months} months after the last contact`),
  );
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok: healthy, findings } = await doctor(process.env);
  for (const { status, text } of findings) console.log(`${status.padEnd(5)} ${text}`);
  console.log(
    healthy ? '\nNothing to fix.' : `\n${findings.filter((f) => f.status === 'FIX').length} to fix.`,
  );
  process.exitCode = healthy ? 0 : 1;
}
