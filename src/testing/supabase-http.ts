import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkLead, isLeadForm } from '../../supabase/functions/_shared/lead-forms.ts';
import { leadTables } from '../../supabase/functions/_shared/lead-tables.ts';
import type { VisitorMail } from '../../supabase/functions/_shared/site-links.ts';
import { leadRow } from '../../supabase/functions/leads/rows.ts';

/** A row a test's fake backend received, with the headers the site sent. */
export type ReceivedInsert = {
  table: string;
  body: unknown;
  prefer: string | null;
  search: string;
  /** What the site sent to the leads function, as sent. */
  sent?: Record<string, unknown>;
};

/** The leads function's answer to a stored lead, saying what became of the visitor's own mail. */
export const leadStored = (visitorMail: VisitorMail) =>
  HttpResponse.json({ ok: true, visitor_mail: visitorMail });

/** Success: the leads function's (the visitor's mail queued when they gave an address), or PostgREST's 201. */
const stored = (insert: ReceivedInsert) =>
  insert.sent
    ? leadStored((insert.body as { email?: unknown }).email ? 'queued' : 'none')
    : new HttpResponse(null, { status: 201 });

/**
 * Fakes the Supabase APIs at the HTTP layer for component tests. A lead sent to the `leads` function is
 * recorded as the row it would store (its table, the columns from the form's schema, the request id, page
 * and UTM), as is an insert through the REST API; `respond` decides each answer (default: success).
 */
export function fakeSupabase() {
  const received: ReceivedInsert[] = [];
  let respond: (insert: ReceivedInsert) => Response | Promise<Response> = stored;
  const calls: { name: string; body: unknown }[] = [];
  let callFunction: (call: { name: string; body: unknown }) => Response | Promise<Response> = () =>
    HttpResponse.json({ error: 'No function answer set up in this test' }, { status: 500 });
  const server = setupServer(
    http.post('*/functions/v1/leads', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const form = body.form;
      if (!isLeadForm(form)) return HttpResponse.json({ ok: false, error: 'bad_request' }, { status: 400 });
      const checked = checkLead(form, body);
      if (!checked.ok)
        return HttpResponse.json({ ok: false, error: 'invalid', fields: checked.fields }, { status: 400 });
      const insert = {
        table: leadTables[form],
        body: {
          ...leadRow(form, checked.values),
          request_id: body.request_id,
          page: body.page ?? null,
          utm: body.utm ?? null,
        },
        prefer: null,
        search: '',
        sent: body,
      };
      received.push(insert);
      return respond(insert);
    }),
    http.post('*/functions/v1/:name', async ({ request, params }) => {
      const call = { name: String(params.name), body: await request.json() };
      calls.push(call);
      return callFunction(call);
    }),
    http.post('*/rest/v1/:table', async ({ request, params }) => {
      const insert = {
        table: String(params.table),
        body: await request.json(),
        prefer: request.headers.get('prefer'),
        search: new URL(request.url).search,
      };
      received.push(insert);
      return respond(insert);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
    calls.length = 0;
    respond = stored;
  });
  afterAll(() => server.close());
  return {
    /** The msw server, for tests that also answer reads (`server.use(http.get(...))`). */
    server,
    received,
    respondWith(handler: typeof respond) {
      respond = handler;
    },
    /** Edge Function calls received (`supabase.functions.invoke`). */
    calls,
    answerFunctions(handler: typeof callFunction) {
      callFunction = handler;
    },
  };
}

/** A PostgREST error body, as the local backend and a hosted project send it. */
export function postgrestError(status: number, code: string, message: string): Response {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status });
}
