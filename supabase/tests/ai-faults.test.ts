import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { faultQuery, recordQuery } from '../functions/growth-analysis/store.ts';
import { asRole, freshDatabase } from './database.ts';

/**
 * The diagnostic's AI faults (public.report_ai_fault) and who wrote each analysis
 * (public.record_growth_analysis), as the growth-analysis function calls them, with the service role.
 */
let db: PGlite;
beforeEach(async () => {
  await db?.close();
  db = await freshDatabase();
});
afterAll(() => db?.close());

const asService = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  asRole<T>(db, 'service_role', sql, params);

const report = (cause: 'key-refused' | 'no-quota', detail = 'Incorrect API key provided') => {
  const { text, params } = faultQuery({ cause, detail });
  return asService<{ alerted: boolean }>(text, params);
};

const alerts = () =>
  asService<{ template: string; audience: string; payload: Record<string, string> }>(
    `select template, audience, payload from public.email_outbox where lead_table = 'ai_faults' order by created_at, template`,
  );

const answers = {
  stage: 'series-a',
  challenge: 'monetization',
  validationStrategy: 'running-experiments',
  monetizationStrategy: 'freemium',
  pricingConfidence: 2,
  retention: '40-70',
  needs: ['monetization'],
};

async function diagnostic(requestId: string) {
  await asService(
    `insert into public.growth_diagnostics (stage, challenge, validation_strategy, monetization_strategy,
       pricing_confidence, retention, needs, email, request_id)
     values ('series-a', 'monetization', 'running-experiments', 'freemium', 2, '40-70', '{monetization}',
             'founder@example.com', $1)`,
    [requestId],
  );
}

const record = (
  requestId: string,
  input: {
    offline: boolean;
    model?: string;
    reason?: 'no-quota';
    modelShutdowns?: { model: string; shutdownDate: string }[];
  },
) => {
  const { text, params } = recordQuery({
    requestId,
    answers,
    analysis: input.offline ? 'By the rules' : 'By the model',
    scorecard: { total: 14, tier: 'scale', areas: [] },
    ...input,
  });
  return asService(text, params);
};

describe('configuration faults of the AI', () => {
  it('alert the studio once per cause, with the fix, however often they happen', async () => {
    expect(await report('key-refused')).toEqual([{ alerted: true }]);
    expect(await report('key-refused')).toEqual([{ alerted: false }]);
    expect(await report('no-quota', 'You exceeded your current quota')).toEqual([{ alerted: true }]);
    const sent = await alerts();
    expect(sent.map((alert) => [alert.template, alert.audience, alert.payload.cause])).toEqual([
      ['ai-fault', 'studio', 'key-refused'],
      ['ai-fault', 'studio', 'no-quota'],
    ]);
    expect(sent[0]!.payload.fix).toMatch(/^Create a new secret key/);
    expect(await asService(`select cause, times from private.ai_faults order by cause`)).toEqual([
      { cause: 'key-refused', times: 2 },
      { cause: 'no-quota', times: 1 },
    ]);
  });

  it('go to the lead webhook too when lead alerts are on', async () => {
    await asService('select public.set_lead_webhook(true)');
    await report('key-refused');
    expect((await alerts()).map((alert) => [alert.template, alert.audience])).toEqual([
      ['ai-fault', 'studio'],
      ['ai-fault-webhook', 'webhook'],
    ]);
  });

  it('close when a model writes an analysis again, and a fault that comes back alerts again', async () => {
    await report('no-quota');
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000001');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000001', { offline: true, reason: 'no-quota' });
    expect(await report('no-quota')).toEqual([{ alerted: false }]);
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000002');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000002', { offline: false, model: 'gpt-6-luna' });
    expect(await report('no-quota')).toEqual([{ alerted: true }]);
    expect(await alerts()).toHaveLength(2);
  });
});

describe('who wrote the analysis', () => {
  it('is kept with it, with the scorecard, and the mail carries both', async () => {
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000003');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000003', { offline: true, reason: 'no-quota' });
    // A second call for the same submission keeps the first.
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000003', { offline: false, model: 'gpt-6-luna' });
    expect(
      await asService(
        `select analysis, analysis_offline, analysis_model, analysis_reason, fit_score, fit_tier
           from public.growth_diagnostics where request_id = $1`,
        ['6f1c2d3e-4b5a-4c6d-8e7f-000000000003'],
      ),
    ).toEqual([
      {
        analysis: 'By the rules',
        analysis_offline: true,
        analysis_model: null,
        analysis_reason: 'no-quota',
        fit_score: 14,
        fit_tier: 'scale',
      },
    ]);
    const [mail] = await asService<{ payload: { row: Record<string, unknown> } }>(
      `select payload from public.email_outbox where template = 'diagnostic-analysis'`,
    );
    expect(mail!.payload.row).toMatchObject({
      analysis: 'By the rules',
      analysis_offline: true,
      scorecard: { total: 14, tier: 'scale', areas: [] },
    });
  });
});

describe('the weekly summary', () => {
  it('counts the week’s analyses by the model that wrote them, and the rules’ by why', async () => {
    for (const [index, input] of [
      { offline: false, model: 'gpt-6-luna' },
      { offline: false, model: 'gpt-6-luna' },
      { offline: true, reason: 'no-quota' as const },
    ].entries()) {
      const requestId = `6f1c2d3e-4b5a-4c6d-8e7f-00000000010${index}`;
      await diagnostic(requestId);
      await record(requestId, input);
    }
    await asService('select private.queue_weekly_summary()');
    const [summary] = await asService<{ payload: { analyses: unknown } }>(
      `select payload from public.email_outbox where template = 'weekly-summary'`,
    );
    expect(summary!.payload.analyses).toEqual({
      by_model: [{ model: 'gpt-6-luna', analyses: 2 }],
      by_reason: [{ reason: 'no-quota', analyses: 1 }],
      shutting_down: [],
    });
  });

  it('names the models the function was set to use this week that shut down within 30 days', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000201');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000201', {
      offline: false,
      model: 'gpt-6-luna',
      modelShutdowns: [
        { model: 'gpt-4o-mini', shutdownDate: inDays(45) },
        { model: 'gpt-6-luna', shutdownDate: inDays(29) },
        { model: 'gpt-5-mini', shutdownDate: inDays(-3) },
      ],
    });
    // Read last month, when it was in OPENAI_MODEL: not the list of this week.
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000202');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000202', {
      offline: true,
      reason: 'no-quota',
      modelShutdowns: [{ model: 'o3', shutdownDate: inDays(5) }],
    });
    await asService(
      `update private.ai_model_shutdowns set seen_at = now() - interval '20 days' where model = 'o3'`,
    );
    // A date the provider moved is kept as last read.
    await diagnostic('6f1c2d3e-4b5a-4c6d-8e7f-000000000203');
    await record('6f1c2d3e-4b5a-4c6d-8e7f-000000000203', {
      offline: false,
      model: 'gpt-6-luna',
      modelShutdowns: [
        { model: 'gpt-6-luna', shutdownDate: inDays(20) },
        { model: 'gpt-5-mini', shutdownDate: inDays(-3) },
      ],
    });
    await asService('select private.queue_weekly_summary()');
    const [summary] = await asService<{ payload: { analyses: { shutting_down: unknown } } }>(
      `select payload from public.email_outbox where template = 'weekly-summary'`,
    );
    expect(summary!.payload.analyses.shutting_down).toEqual([
      { model: 'gpt-5-mini', shutdown_date: inDays(-3) },
      { model: 'gpt-6-luna', shutdown_date: inDays(20) },
    ]);
  });
});
