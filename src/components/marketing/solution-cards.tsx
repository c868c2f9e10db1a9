import { Link } from 'react-router';
import type { Service } from '@/content/services';

/** One card per service, each a single link so the whole card is one tab stop. */
export function SolutionCards({
  solutions,
  headingLevel = 'h3',
}: {
  solutions: readonly Service[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {solutions.map((solution) => (
        <li key={solution.id}>
          <Link
            to={solution.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Heading className="text-xl font-semibold text-slate-900">{solution.title}</Heading>
            <p className="mt-3 text-slate-600">{solution.summary}</p>
            <ul className="mt-5 space-y-2 text-sm text-slate-700">
              {solution.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-700">
                    ✓
                  </span>
                  {outcome}
                </li>
              ))}
            </ul>
            <span className="mt-auto pt-6 font-semibold text-brand-700 group-hover:text-brand-800">
              Learn more <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
