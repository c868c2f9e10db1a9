import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
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
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th
                    key={cell}
                    scope="col"
                    className="border-b-2 border-slate-300 py-2 pr-4 font-semibold text-slate-900"
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={cell}
                        scope="row"
                        className="border-b border-slate-200 py-3 pr-4 font-medium text-slate-900"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={cell} className="border-b border-slate-200 py-3 pr-4">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
