import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';

export type Action = { label: string; to: string };
/** A card; a figure's card names its source (src/content/figures.ts). */
export type Card = { title: string; text: string; figure?: string; source?: Action };
export type Step = { label: string; title: string; text: string };

/**
 * The opening band of a marketing page: one h1, a promise, up to two actions and, beside them from the
 * large breakpoint (below them on a phone), the page's picture.
 */
export function PageHero({
  kicker,
  title,
  children,
  actions = [],
  picture,
}: {
  kicker: string;
  title: string;
  children: ReactNode;
  actions?: readonly Action[];
  picture?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20 ${picture ? 'grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : ''}`}
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
          <h1
            id="page-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-600 sm:text-xl">{children}</div>
          {actions.length > 0 && (
            <div className="mt-10 flex flex-wrap gap-4">
              {actions.map((action, index) => (
                <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
        {picture && <div className="mx-auto w-full max-w-md lg:max-w-none">{picture}</div>}
      </div>
    </section>
  );
}

/** A section heading with an optional introduction; `id` names the section for aria-labelledby. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>}
    </>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`mt-10 grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {card.figure && <p className="text-3xl font-extrabold text-brand-700">{card.figure}</p>}
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-600">{card.text}</p>
          {card.source && <FigureSourceLink source={card.source} about={card.title} />}
        </li>
      ))}
    </ul>
  );
}

/** A figure's source, at the foot of its card; the screen-reader name says which figure. */
export function FigureSourceLink({ source, about }: { source: Action; about: string }) {
  return (
    <ArrowLink to={source.to} className="mt-auto pt-4 text-sm">
      {source.label}
      <span className="sr-only">: {about}</span>
    </ArrowLink>
  );
}

export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{step.label}</p>
          <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items, tone = 'yes' }: { items: readonly string[]; tone?: 'yes' | 'no' }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className={tone === 'yes' ? 'text-emerald-700' : 'text-rose-700'}>
            {tone === 'yes' ? '✓' : '✕'}
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

export type Faq = { question: string; answer: string };

/** Questions and answers as native disclosures: keyboard-operable and readable without JavaScript. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-6">
          <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
            <span className="flex items-center justify-between gap-4">
              {item.question}
              <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** A bordered band: a heading with its pitch, and one action beside it on wide screens. */
export function ActionPanel({
  id,
  title,
  intro,
  action,
  variant = 'primary',
}: {
  id: string;
  title: string;
  intro: string;
  action: Action;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <div className="grid gap-8 rounded-2xl border border-slate-200 p-8 lg:grid-cols-[2fr_1fr] lg:items-center">
      <div>
        <SectionHeading id={id} title={title} intro={intro} />
      </div>
      <ButtonLink to={action.to} variant={variant} className="justify-self-start">
        {action.label}
      </ButtonLink>
    </div>
  );
}
