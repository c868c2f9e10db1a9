/**
 * Which model writes the analysis: the first of an ordered list that the key can use and that has not shut
 * down, read from the provider's own list of models (`GET /v1/models`, kept for an hour). ADR 0034.
 */

/**
 * The default list, best first, when OPENAI_MODEL is unset: each model's row on OpenAI's deprecations page
 * named no shutdown date on the day below, and each is the page's recommended replacement of a model the
 * diagnostic could have used (gpt-6-luna: GPT-4o mini, GPT-4.1 mini, gpt-5-nano; gpt-6.1-terra: gpt-5-mini).
 * Check the page again when you change it, and change the date with it.
 */
export const DEFAULT_MODELS = ['gpt-6-luna', 'gpt-6.1-terra', 'gpt-5.6-luna'] as const;
export const DEFAULT_MODELS_CHECKED_ON = '2026-12-07';

/** How long the provider's list of models is trusted before it is asked again. */
export const MODEL_LIST_TTL_MS = 60 * 60 * 1000;

/** A model as `GET /v1/models` lists it: `shutdown_date` (YYYY-MM-DD) once OpenAI has announced one. */
export type ListedModel = { id: string; shutdown_date?: string | null };

/** OPENAI_MODEL: model ids separated by commas, best first; unset or blank, the default list. */
export function modelList(value: string | undefined): string[] {
  const named = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((model) => model.trim())
        .filter(Boolean),
    ),
  ];
  return named.length ? named : [...DEFAULT_MODELS];
}

/** Why a model of the list was not chosen, in the words `npm run check:ai` prints. */
export type PassedOver = { model: string; reason: string };

export type ModelChoice = {
  /** undefined: no model of the list can be used (a configuration fault). */
  model?: string;
  passedOver: PassedOver[];
  /** Models of the list that can still be used but shut down within `soonDays` (the owner is told). */
  shuttingDown: ModelShutdown[];
  /** Every model of the list that the provider gives a shutdown date, passed or not. */
  dated: ModelShutdown[];
};

export type ModelShutdown = { model: string; shutdownDate: string };

/** The day `days` after `today`, both YYYY-MM-DD. */
function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first model of `wanted` that `listed` offers and whose shutdown date is after `today` (a model is
 * gone on its shutdown date). Every model before it says why it was passed over.
 */
export function chooseModel(
  wanted: readonly string[],
  listed: readonly ListedModel[],
  today: string,
  soonDays = 30,
): ModelChoice {
  const offered = new Map(listed.map((model) => [model.id, model]));
  const passedOver: PassedOver[] = [];
  const shuttingDown: ModelShutdown[] = [];
  const dated: ModelShutdown[] = [];
  let model: string | undefined;
  for (const id of wanted) {
    const found = offered.get(id);
    const shutdownDate = found?.shutdown_date ?? undefined;
    if (shutdownDate) dated.push({ model: id, shutdownDate });
    if (!found) {
      if (!model)
        passedOver.push({ model: id, reason: 'not offered to this key (GET /v1/models does not list it)' });
    } else if (shutdownDate && shutdownDate <= today) {
      if (!model) passedOver.push({ model: id, reason: `shut down on ${shutdownDate}` });
    } else {
      if (shutdownDate && shutdownDate <= addDays(today, soonDays))
        shuttingDown.push({ model: id, shutdownDate });
      model ??= id;
    }
  }
  return { model, passedOver, shuttingDown, dated };
}

/**
 * The provider's list of models, asked at most once per `ttlMs` (a failed answer is not kept: the next
 * analysis asks again). While the list cannot be read, the last one read is used.
 */
export function modelCatalog(
  list: () => Promise<ListedModel[]>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? MODEL_LIST_TTL_MS;
  const now = options.now ?? Date.now;
  let kept: { models: ListedModel[]; readAt: number } | undefined;
  let asking: Promise<ListedModel[]> | undefined;
  return {
    /** The list; throws the provider's error when it cannot be read and none was read before. */
    async models(): Promise<ListedModel[]> {
      if (kept && now() - kept.readAt < ttlMs) return kept.models;
      asking ??= list()
        .then((models) => {
          kept = { models, readAt: now() };
          return models;
        })
        .finally(() => (asking = undefined));
      try {
        return await asking;
      } catch (error) {
        if (kept) return kept.models;
        throw error;
      }
    },
  };
}

/**
 * Reasoning models (the o-series, gpt-5 and later) refuse a `temperature` other than the default and count
 * their thinking against the output budget; the others are chat models (ADR 0012, kept by ADR 0034).
 */
export function isReasoningModel(model: string): boolean {
  return /^(o\d|gpt-([5-9]|\d{2,}))/i.test(model.trim());
}

export const MAX_OUTPUT_TOKENS = 500;
export const TEMPERATURE = 0.7;
/** Room to think and still write the short answer (a reasoning model stops empty-handed with 500). */
export const REASONING_MAX_OUTPUT_TOKENS = 4000;

/**
 * The Responses API settings for `model`. A reasoning model is asked for little reasoning: the answer is
 * short and the founder watches it arrive. Its chat variants (`…-chat-latest`) take no reasoning setting.
 */
export function modelSettings(model: string): {
  max_output_tokens: number;
  temperature?: number;
  reasoning?: { effort: 'low' };
} {
  if (!isReasoningModel(model)) return { max_output_tokens: MAX_OUTPUT_TOKENS, temperature: TEMPERATURE };
  return {
    max_output_tokens: REASONING_MAX_OUTPUT_TOKENS,
    ...(!/-chat/i.test(model) && { reasoning: { effort: 'low' as const } }),
  };
}
