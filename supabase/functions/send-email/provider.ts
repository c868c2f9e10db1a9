/** One email, ready to hand to a provider. */
export type Mail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe (values free of control characters: see templates.ts). */
  headers?: Record<string, string>;
};

export type SendResult =
  | { ok: true; id: string }
  /** `permanent`: sending the same message again cannot succeed (a refused address, a malformed message). */
  | {
      ok: false;
      error: string;
      permanent: boolean;
      retryAfterSeconds?: number;
      /** The provider refused the sending setup (key, sender domain), not this message. */
      setup?: boolean;
      /** The provider asked for fewer requests (429: a rate limit or a quota): no more sends for a while. */
      slowDown?: boolean;
    };

export interface MailProvider {
  /** Secrets the provider lacks: messages wait for them instead of failing (the drain names them). */
  readonly missing?: string[];
  /** `idempotencyKey` is the outbox id: the provider drops a repeat of the same key, a last guard against duplicates. */
  send(mail: Mail, idempotencyKey: string): Promise<SendResult>;
}

/** A request that got no answer (`who` timed out after `timeoutMs`, or could not be reached): retried. */
export function noAnswer(who: string, timeoutMs: number, error: unknown): SendResult {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return {
    ok: false,
    permanent: false,
    error: timedOut
      ? `${who} did not answer within ${timeoutMs} ms`
      : `${who} could not be reached: ${String(error)}`,
  };
}

export const RESEND_API_URL = 'https://api.resend.com';

export type ResendOptions = {
  apiKey: string;
  /** The API's base address (tests point it at a local fake). */
  baseURL?: string;
  /** A send that takes longer is abandoned and retried later. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Statuses worth retrying: rate limits, timeouts, conflicts of concurrent idempotent requests, outages. */
const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** Retry-After as seconds (it may be a number of seconds or an HTTP date); undefined when absent or past. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** A refused key (401) or a sender whose domain is not verified (403): the owner's setup, not the message. */
const setupRefused = (status: number) => status === 401 || status === 403;

/**
 * Resend's HTTP API (POST /emails). An Edge Function cannot open SMTP connections, and this one call is all
 * we need, so it is a plain fetch rather than the SDK (docs/decisions/0007-transactional-email.md).
 */
export function resendProvider(options: ResendOptions): MailProvider {
  const fetcher = options.fetch ?? fetch;
  const base = (options.baseURL ?? RESEND_API_URL).replace(/\/+$/, '');
  return {
    ...(!options.apiKey && { missing: ['RESEND_API_KEY'] }),
    async send(mail, idempotencyKey) {
      let response: Response;
      try {
        response = await fetcher(`${base}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo && { reply_to: mail.replyTo }),
            ...(mail.headers && { headers: mail.headers }),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return noAnswer('Resend', options.timeoutMs ?? 10_000, error);
      }
      const body = await response.text();
      if (response.ok) {
        const id = (JSON.parse(body) as { id?: string }).id;
        return id
          ? { ok: true, id }
          : { ok: false, permanent: false, error: `Resend answered ${response.status} without an id` };
      }
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      return {
        ok: false,
        permanent: !retryable(response.status) && !setupRefused(response.status),
        ...(setupRefused(response.status) && { setup: true }),
        ...(response.status === 429 && { slowDown: true }),
        error: `Resend answered ${response.status}: ${body.slice(0, 500)}`,
        ...(retryAfter !== undefined && { retryAfterSeconds: retryAfter }),
      };
    },
  };
}
