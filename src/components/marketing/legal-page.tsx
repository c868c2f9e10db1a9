import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'link'; text: string; label: string; to: string }
  /** A sentence followed by the "Cookie settings" button that reopens the analytics choice. */
  | { kind: 'cookie-settings'; text: string };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalPageContent = {
  seo: { title: string; description: string };
  title: string;
  effectiveDate: string;
  intro: string;
  sections: readonly LegalSection[];
};

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <DataTable
          caption={block.caption}
          head={block.head}
          rows={block.rows.map((row) => ({ key: row[0] ?? '', cells: row }))}
        />
      );
    case 'link':
      return (
        <p>
          {block.text}{' '}
          <Link to={block.to} className="font-semibold text-brand-700 underline underline-offset-4">
            {block.label}
          </Link>
          .
        </p>
      );
    case 'cookie-settings':
      return (
        <p>
          {block.text}{' '}
          <CookieSettingsButton className="cursor-pointer font-semibold text-brand-700 underline underline-offset-4" />
        </p>
      );
  }
}

/** Policies, privacy and terms: numbered sections of plain text, lists and tables from content data. */
export function LegalPage({ content, children }: { content: LegalPageContent; children?: ReactNode }) {
  return (
    <>
      <Seo title={content.seo.title} description={content.seo.description} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        <Link
          to={paths.home}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to home
        </Link>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{content.title}</h1>
        <p className="mt-3 text-slate-600">Effective date: {content.effectiveDate}</p>
        <p className="mt-6 text-lg text-slate-700">{content.intro}</p>
        {content.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-12"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-slate-700">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
        {children}
      </article>
    </>
  );
}
