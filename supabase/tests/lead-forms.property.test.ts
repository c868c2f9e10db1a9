import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LocalBackend } from '../../server/local-backend/backend.ts';
import { optionSets } from '../../src/config/option-sets.ts';
import { questionRow, validateQuestion } from '../../src/features/booking/api/send-question.ts';
import {
  expertApplicationRow,
  validateExpertApplication,
} from '../../src/features/collective/api/submit-expert-application.ts';
import {
  founderInquiryRow,
  validateFounderInquiry,
} from '../../src/features/collective/api/send-founder-inquiry.ts';
import { validateDiagnosticEmail } from '../../src/features/growth-diagnostic/api/submit-diagnostic.ts';
import { betaRequestRow, validateBetaAccess } from '../../src/features/labs/api/request-beta-access.ts';
import { ideaRow, validateIdea } from '../../src/features/labs/api/submit-idea.ts';
import { validateSubscription } from '../../src/features/newsletter/api/subscribe.ts';
import { playbookRow, validatePlaybookRequest } from '../../src/features/playbook/api/request-playbook.ts';
import { cleanText, EMAIL_PATTERN } from '../../src/lib/lead-rules.ts';
import { asRole, freshDatabase } from './database.ts';

// Every lead form's rule set against the migrated database: what a form accepts is inserted as anon
// through the local backend (PostgREST's path, pre-request hook included) and must be stored as sent;
// what it refuses must come with a message on one of the form's fields.
let db: PGlite;
let backend: LocalBackend;
let visitor = 0;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
  await db.query(`insert into public.labs_mvps (slug, title, status) values ('prop-beta', 'Prop', 'beta')`);
});
// The emails the last insert queued finish sending before the database closes.
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});

async function insertAsVisitor(table: string, row: Record<string, unknown>) {
  const requestId = crypto.randomUUID();
  visitor += 1;
  const response = await backend.fetch(
    new Request(`http://localhost/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...row, request_id: requestId }),
    }),
    { address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` },
  );
  return { response, requestId };
}

async function expectStored(table: string, row: Record<string, unknown>) {
  await db.exec('delete from private.request_budgets');
  const { response, requestId } = await insertAsVisitor(table, row);
  expect(response.body, `${table} refused ${JSON.stringify(row)}`).toBe('');
  expect(response.status).toBe(201);
  const [stored] = await asRole<Record<string, unknown>>(
    db,
    'service_role',
    `select * from public.${table} where request_id = $1`,
    [requestId],
  );
  for (const [column, value] of Object.entries(row)) {
    // The newsletter keeps addresses lowercased by PostgreSQL's own lower().
    const expected =
      column === 'email' && table === 'newsletter_subscribers'
        ? (await db.query<{ v: string }>('select lower(btrim($1)) as v', [value])).rows[0]!.v
        : value;
    expect(stored?.[column]).toEqual(expected);
  }
}

// Inputs a visitor, a paste or a bot may produce.
const odd = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u00a0',
    '\u3000 \ufeff',
    '\0',
    'José Ñúñez',
    'Zoë\u0301',
    '北京',
    '👩🏽‍💻',
    '\ud800',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);
const text = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: odd },
    {
      weight: 1,
      arbitrary: fc.integer({ min: max - 2, max: max + 2 }).map((n) => ' '.repeat(2) + 'é'.repeat(n) + ' '),
    },
    { weight: 1, arbitrary: fc.integer({ min: max - 2, max: max + 2 }).map((n) => '😀'.repeat(n)) },
  );
const email = fc.oneof(
  fc.constantFrom(
    'ada@example.com',
    ' ada@example.com ',
    'josé@example.com',
    'user@example.c',
    'founder@localhost',
    'a b@example.com',
    'a\u00a0b@example.com',
    'a@b@example.com',
    'ADA@Example.COM',
    'a@例え.テスト',
    `${'x'.repeat(250)}@e.co`,
    '',
  ),
  fc.emailAddress(),
  fc.tuple(odd, odd, odd).map(([a, b, c]) => `${a}@${b}.${c}`),
);
const some = (options: readonly string[]) =>
  fc.oneof(
    fc.subarray([...options]),
    fc.array(fc.constantFrom(...options), { maxLength: 8 }),
    fc.array(odd, { maxLength: 2 }),
  );
const one = (options: readonly string[]) => fc.oneof(fc.constantFrom(...options), fc.constant(''), odd);
const runs = { numRuns: 60 };

function expectFieldErrors(errors: Record<string, unknown>, fields: readonly string[]) {
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const [field, message] of Object.entries(errors)) {
    expect(fields).toContain(field);
    expect(message).toEqual(expect.any(String));
  }
}

describe('every value a lead form accepts is stored; every value it refuses is explained on a field', () => {
  it('the email rule is the SQL domain, character for character', async () => {
    await fc.assert(
      fc.asyncProperty(email.map(cleanText), async (address) => {
        // What the form would send: cleaned (trimmed, NFC, no NUL); the same text meets both rules.
        const sql = await db.query(`select $1::public.email_address`, [address]).then(
          () => true,
          () => false,
        );
        expect(EMAIL_PATTERN.test(address) && [...address].length <= 254).toBe(sql);
      }),
      { numRuns: 200 },
    );
  });

  it('idea', async () => {
    const fields = [
      'fullName',
      'email',
      'startupName',
      'website',
      'problem',
      'solution',
      'targetAudience',
      'currentStage',
      'goals',
      'agreed',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fullName: text(120),
          email,
          startupName: text(120),
          website: fc.oneof(
            fc.constantFrom('', 'example.com', 'https://example.com/x', 'HTTP://A.B', 'a b.com'),
            fc.webUrl(),
            odd,
          ),
          problem: text(5000),
          solution: text(5000),
          targetAudience: one(optionSets.labsTargetAudience),
          currentStage: one(optionSets.labsCurrentStage),
          goals: some(optionSets.labsGoals),
          agreed: fc.boolean(),
        }),
        async (values) => {
          const errors = validateIdea(values);
          if (Object.keys(errors).length) expectFieldErrors(errors, fields);
          else await expectStored('labs_submissions', ideaRow(values));
        },
      ),
      runs,
    );
  });

  it('collective inquiry', async () => {
    const fields = [
      'fullName',
      'email',
      'companyName',
      'challenges',
      'description',
      'timeline',
      'budget',
      'nextStep',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fullName: text(120),
          email,
          companyName: text(120),
          challenges: some(optionSets.inquiryChallenges),
          description: text(5000),
          timeline: one(optionSets.inquiryTimeline),
          budget: fc.oneof(fc.constant(''), one(optionSets.inquiryBudget)),
          nextStep: one(optionSets.inquiryNextStep),
        }),
        async (values) => {
          const errors = validateFounderInquiry(values);
          if (Object.keys(errors).length) expectFieldErrors(errors, fields);
          else await expectStored('collective_inquiries', founderInquiryRow(values));
        },
      ),
      runs,
    );
  });

  it('expert application', async () => {
    const fields = [
      'fullName',
      'email',
      'linkedinUrl',
      'expertise',
      'workType',
      'startupExperience',
      'availability',
      'workStyle',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fullName: text(120),
          email,
          linkedinUrl: fc.oneof(
            fc.webUrl(),
            fc.constantFrom('linkedin.com/in/x', 'https://x y', `https://${'a'.repeat(495)}`),
            odd,
          ),
          expertise: some(optionSets.applicationExpertise),
          workType: some(optionSets.applicationWorkType),
          startupExperience: one(optionSets.applicationStartupExperience),
          availability: one(optionSets.applicationAvailability),
          workStyle: text(2000),
        }),
        async (values) => {
          const errors = validateExpertApplication(values);
          if (Object.keys(errors).length) expectFieldErrors(errors, fields);
          else await expectStored('collective_applications', expertApplicationRow(values));
        },
      ),
      runs,
    );
  });

  it('beta access', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ fullName: text(120), email, useCase: text(2000) }), async (values) => {
        const errors = validateBetaAccess(values);
        if (Object.keys(errors).length) expectFieldErrors(errors, ['fullName', 'email', 'useCase']);
        else await expectStored('labs_beta_requests', betaRequestRow('prop-beta', values));
      }),
      runs,
    );
  });

  it('playbook', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ name: text(120), email }), async (values) => {
        const errors = validatePlaybookRequest(values);
        if (Object.keys(errors).length) expectFieldErrors(errors, ['name', 'email']);
        else await expectStored('playbook_requests', playbookRow(values));
      }),
      runs,
    );
  });

  it('quick question', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ email, message: text(5000) }), async (values) => {
        const errors = validateQuestion(values);
        if (Object.keys(errors).length) expectFieldErrors(errors, ['email', 'message']);
        else await expectStored('contact_submissions', questionRow(values));
      }),
      runs,
    );
  });

  it('newsletter', async () => {
    await fc.assert(
      fc.asyncProperty(email, fc.constantFrom('blog', 'blog-article', 'labs'), async (address, source) => {
        const errors = validateSubscription({ email: address });
        if (Object.keys(errors).length) expectFieldErrors(errors, ['email']);
        else {
          await db.exec('delete from private.request_budgets; delete from public.newsletter_subscribers');
          await expectStored('newsletter_subscribers', { email: cleanText(address), source });
        }
      }),
      runs,
    );
  });

  it('diagnostic email (optional)', async () => {
    const answers = {
      stage: 'idea',
      challenge: 'acquisition',
      validation_strategy: 'not-validating',
      monetization_strategy: 'not-monetizing',
      pricing_confidence: 3,
      retention: 'not-tracking',
      needs: [],
    };
    await fc.assert(
      fc.asyncProperty(email, async (address) => {
        const errors = validateDiagnosticEmail({ email: address });
        if (Object.keys(errors).length) expectFieldErrors(errors, ['email']);
        else await expectStored('growth_diagnostics', { ...answers, email: cleanText(address) || null });
      }),
      runs,
    );
  });
});
