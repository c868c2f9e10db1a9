import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBackend } from '../../server/local-backend/backend.ts';
import { optionSets } from '../../src/config/option-sets.ts';
import { cleanText, EMAIL_PATTERN } from '../functions/_shared/lead-fields.ts';
import { checkLead, leadSchemas, type LeadForm } from '../functions/_shared/lead-forms.ts';
import { leadTables } from '../functions/_shared/lead-tables.ts';
import { cleanPage, cleanUtm, UTM_KEYS } from '../functions/_shared/lead-origin.ts';
import { leadRow } from '../functions/leads/rows.ts';
import { asRole, freshDatabase, sendLead } from './database.ts';

// Every lead form's schema against the migrated database: what a schema accepts is sent to the local
// backend's `leads` function (the same handler and SQL a hosted project runs) and must be stored as the
// schema cleaned it; what it refuses must come with a message on one of the form's fields.
let db: PGlite;
let backend: LocalBackend;
let visitor = 0;

beforeAll(async () => {
  db = await freshDatabase();
  backend = await LocalBackend.create(db);
  await db.query(`insert into public.labs_mvps (slug, title, status) values ('prop-beta', 'Prop', 'beta')`);
});
// The emails the last lead queued finish sending before the database closes.
afterAll(async () => {
  await backend.lastDrain;
  await db.close();
});

/** Where a lead came from, as the site sends it: the page and the visit's UTM. */
type Origin = { page: unknown; utm: Record<string, unknown> };

/**
 * The schema's verdict on `values`: a message on a field of the form, or the lead stored as cleaned, with
 * its page and UTM cleaned to fit, whatever a link or a bot put there (metadata never refuses a lead).
 */
async function expectExplainedOrStored(form: LeadForm, values: Record<string, unknown>, from: Origin) {
  const checked = checkLead(form, values);
  if (!checked.ok) {
    const fields = Object.keys(leadSchemas[form].shape);
    expect(Object.keys(checked.fields).length).toBeGreaterThan(0);
    for (const [field, message] of Object.entries(checked.fields)) {
      expect(fields).toContain(field);
      expect(message).toEqual(expect.any(String));
    }
    return;
  }
  await db.exec('delete from private.request_budgets');
  const table = leadTables[form];
  if (table === 'newsletter_subscribers') await db.exec('delete from public.newsletter_subscribers');
  visitor += 1;
  const requestId = crypto.randomUUID();
  const sent = await sendLead(
    backend,
    form,
    { ...values, ...from },
    {
      requestId,
      address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
  );
  expect(sent.body, `${table} refused ${JSON.stringify({ ...values, ...from })}`).toEqual({
    ok: true,
    visitor_mail: expect.stringMatching(/^(queued|skipped|none)$/),
  });
  const [stored] = await asRole<Record<string, unknown>>(
    db,
    'service_role',
    `select * from public.${table} where request_id = $1`,
    [requestId],
  );
  for (const [column, value] of Object.entries(leadRow(form, checked.values))) {
    // The newsletter keeps addresses lowercased by PostgreSQL's own lower().
    const expected =
      column === 'email' && table === 'newsletter_subscribers'
        ? (await db.query<{ v: string }>('select lower(btrim($1)) as v', [value])).rows[0]!.v
        : value;
    expect(stored?.[column], column).toEqual(expected);
  }
  expect(stored?.page).toEqual(cleanPage(from.page));
  expect(stored?.utm).toEqual(cleanUtm(from.utm));
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

// What a campaign link, a hand-edited address or a bot can put in the page and the UTM parameters.
const hostile = fc.constantFrom(
  '\u202e',
  'spring\nsale',
  'tab\there',
  '\u2028',
  '\u200b\ufeff',
  '"quoted" \\ back',
  'ü'.repeat(300),
  '😀'.repeat(120),
  '\ud800x',
  '\u0085\u009f',
);
const metaText = fc.oneof(
  hostile,
  odd,
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);
const metadata: fc.Arbitrary<Origin> = fc.record({
  page: fc.oneof(
    metaText.map((text) => `/${text}`),
    metaText,
    fc.constant(undefined),
  ),
  utm: fc.oneof(
    fc.dictionary(fc.constantFrom(...UTM_KEYS, 'gclid'), metaText),
    // All five at once: together they must still fit the tables' 1,200 bytes.
    fc.record(Object.fromEntries(UTM_KEYS.map((key) => [key, hostile]))),
  ),
});

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
        metadata,
        async (values, from) => {
          await expectExplainedOrStored('idea', values, from);
        },
      ),
      runs,
    );
  });

  it('collective inquiry', async () => {
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
        metadata,
        async (values, from) => {
          await expectExplainedOrStored('founder-inquiry', values, from);
        },
      ),
      runs,
    );
  });

  it('expert application', async () => {
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
        metadata,
        async (values, from) => {
          await expectExplainedOrStored('expert-application', values, from);
        },
      ),
      runs,
    );
  });

  it('beta access', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ fullName: text(120), email, useCase: text(2000) }),
        metadata,
        async (values, from) => {
          await expectExplainedOrStored('beta-access', { ...values, mvpSlug: 'prop-beta' }, from);
        },
      ),
      runs,
    );
  });

  it('playbook', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ name: text(120), email }), metadata, async (values, from) => {
        await expectExplainedOrStored('playbook', values, from);
      }),
      runs,
    );
  });

  it('quick question', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ email, message: text(5000) }), metadata, async (values, from) => {
        await expectExplainedOrStored('question', values, from);
      }),
      runs,
    );
  });

  it('newsletter', async () => {
    await fc.assert(
      fc.asyncProperty(
        email,
        fc.constantFrom(...optionSets.newsletterSource),
        metadata,
        async (address, source, from) => {
          await expectExplainedOrStored('newsletter', { email: address, source }, from);
        },
      ),
      runs,
    );
  });

  it('diagnostic email (optional)', async () => {
    const answers = {
      stage: 'idea',
      challenge: 'acquisition',
      validationStrategy: 'not-validating',
      monetizationStrategy: 'not-monetizing',
      pricingConfidence: 3,
      retention: 'not-tracking',
      needs: [],
    };
    await fc.assert(
      fc.asyncProperty(email, metadata, async (address, from) => {
        await expectExplainedOrStored('diagnostic', { ...answers, email: address }, from);
      }),
      runs,
    );
  });
});
