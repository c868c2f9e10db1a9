/**
 * `npm run check:ai`: with the growth-analysis function's secrets in the shell (OPENAI_API_KEY, and
 * OPENAI_MODEL when set), says which model the function would use now and why not each other one of the
 * list, as the function decides it (ADR 0034). Exits 1 when the function would answer with the rules.
 */
import { fileURLToPath } from 'node:url';
import { faultCauses, faultOf } from '../supabase/functions/growth-analysis/faults.ts';
import {
  chooseModel,
  DEFAULT_MODELS_CHECKED_ON,
  modelList,
} from '../supabase/functions/growth-analysis/models.ts';
import { openaiProvider } from '../supabase/functions/growth-analysis/provider.ts';

type Env = Partial<Record<'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL', string>>;

export async function checkAi(env: Env, today = new Date().toISOString().slice(0, 10)) {
  const lines: string[] = [];
  const wanted = modelList(env.OPENAI_MODEL);
  lines.push(
    env.OPENAI_MODEL?.trim()
      ? `OPENAI_MODEL, in order: ${wanted.join(', ')}`
      : `OPENAI_MODEL is not set: the default list (checked on ${DEFAULT_MODELS_CHECKED_ON}), in order: ${wanted.join(', ')}`,
  );
  if (!env.OPENAI_API_KEY) {
    lines.push('OPENAI_API_KEY is not set: every analysis is written by the fixed rules.');
    return { ok: false, lines };
  }
  const provider = openaiProvider({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    timeoutMs: 20_000,
    maxRetries: 1,
  });
  let listed;
  try {
    listed = await provider.listModels();
  } catch (error) {
    const cause = faultOf(error);
    lines.push(`GET /v1/models failed: ${String(error)}`);
    if (cause) lines.push(`That is ${faultCauses[cause].title}. ${faultCauses[cause].fix}`);
    return { ok: false, lines };
  }
  const choice = chooseModel(wanted, listed, today);
  for (const { model, reason } of choice.passedOver) lines.push(`Not ${model}: ${reason}.`);
  if (!choice.model) {
    lines.push(`No model of the list can be used. ${faultCauses['model-not-found'].fix}`);
    return { ok: false, lines };
  }
  lines.push(`Would use: ${choice.model}.`);
  for (const model of wanted.slice(wanted.indexOf(choice.model) + 1)) {
    const alone = chooseModel([model], listed, today);
    lines.push(
      `Not ${model}: ${choice.model} comes first (${model} ${alone.model ? 'can be used if it stops' : `cannot be used either: ${alone.passedOver[0]!.reason}`}).`,
    );
  }
  for (const { model, shutdownDate } of choice.shuttingDown)
    lines.push(
      `Warning: ${model} shuts down on ${shutdownDate}; put a newer model before it in OPENAI_MODEL.`,
    );
  return { ok: true, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, lines } = await checkAi(process.env);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
}
