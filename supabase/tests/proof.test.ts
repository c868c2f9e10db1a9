import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, errorCode, freshDatabase } from './database.ts';

let db: PGlite;

beforeAll(async () => {
  db = await freshDatabase();
  // The tests' own rows: the local samples are removed, as a hosted project starts without them.
  await db.exec(`
    truncate public.testimonials, public.client_logos, public.collective_experts, public.case_study_figures;
    insert into public.testimonials (person_name, quote, consented_on, shown_on, published, position) values
      ('Second Shown', 'Also good.', '2026-01-02', '{home}', true, 2),
      ('First Shown', 'Good.', '2026-01-01', '{home,strategy}', true, 1),
      ('Not Yet', 'Draft words.', '2026-01-03', '{home}', false, 0);
    insert into public.client_logos (company, logo_url, published) values
      ('Shown Co', '/images/a.svg', true), ('Hidden Co', '/images/b.svg', false);
    insert into public.collective_experts (full_name, headline, expertise, published) values
      ('Shown Expert', 'Did things', 'Growth', true), ('Hidden Expert', 'Secret', 'Growth', false);
    insert into public.case_study_figures (case_study, metric, before_value, after_value, published) values
      ('mvp-validation', 'Customers', '0', '20', true), ('mvp-validation', 'Draft metric', '1', '2', false);
  `);
});
afterAll(() => db.close());

type Answer = {
  testimonials: { person_name: string; shown_on: string[] }[];
  client_logos: { company: string }[];
  collective_experts: { full_name: string }[];
  case_study_figures: { metric: string }[];
};

async function proof(): Promise<Answer> {
  const [row] = await asAnon<{ answer: Answer }>(db, 'select api.proof() as answer');
  return row!.answer;
}

const version = async () =>
  (await db.query<{ counter: number }>('select counter from public.content_version')).rows[0]!.counter;

describe('proof, through the visitor API', () => {
  it('answers the published rows only, in the owner’s order', async () => {
    const answer = await proof();
    expect(answer.testimonials.map((t) => t.person_name)).toEqual(['First Shown', 'Second Shown']);
    expect(answer.testimonials[0]!.shown_on).toEqual(['home', 'strategy']);
    expect(answer.client_logos.map((l) => l.company)).toEqual(['Shown Co']);
    expect(answer.collective_experts.map((e) => e.full_name)).toEqual(['Shown Expert']);
    expect(answer.case_study_figures.map((f) => f.metric)).toEqual(['Customers']);
  });

  it('never tells a visitor when someone agreed to be quoted', async () => {
    expect(JSON.stringify(await proof())).not.toContain('consented_on');
  });

  it('gives visitors no right on the tables themselves', async () => {
    for (const table of ['testimonials', 'client_logos', 'collective_experts', 'case_study_figures']) {
      expect(await errorCode(asAnon(db, `select * from public.${table}`)), table).toBe('42501');
      expect(await errorCode(asAnon(db, `delete from public.${table}`)), table).toBe('42501');
    }
  });

  it('refuses a testimonial without the date of consent, or for a page that does not exist', async () => {
    expect(
      await errorCode(db.query(`insert into public.testimonials (person_name, quote) values ('A', 'B')`)),
    ).toBe('23502');
    expect(
      await errorCode(
        db.query(
          `insert into public.testimonials (person_name, quote, consented_on, shown_on) values ('A', 'B', '2026-01-01', '{pricing}')`,
        ),
      ),
    ).toBe('23514');
  });

  it('moves the content version when shown proof changes, not when a draft does', async () => {
    const before = await version();
    await db.query(`update public.testimonials set quote = 'Draft, edited.' where person_name = 'Not Yet'`);
    expect(await version()).toBe(before);
    await db.query(`update public.testimonials set quote = 'Better.' where person_name = 'First Shown'`);
    expect(await version()).toBe(before + 1);
    await db.query(`update public.client_logos set published = true where company = 'Hidden Co'`);
    expect(await version()).toBe(before + 2);
  });
});
