import type { CaseStudyFigure } from '../api/proof';

/** A case study's numbers before and after the work, as a table; nothing when the owner has none. */
export function CaseStudyFigures({ figures }: { figures: readonly CaseStudyFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <div className="mt-10 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-4 text-left text-xl font-semibold text-slate-900">Before and after</caption>
        <thead>
          <tr>
            {['Measure', 'Before', 'After', 'Over'].map((cell) => (
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
          {figures.map((figure) => (
            <tr key={figure.id}>
              <th scope="row" className="border-b border-slate-200 py-3 pr-4 font-medium text-slate-900">
                {figure.metric}
              </th>
              <td className="border-b border-slate-200 py-3 pr-4 text-slate-600">{figure.before}</td>
              <td className="border-b border-slate-200 py-3 pr-4 font-semibold text-brand-700">
                {figure.after}
              </td>
              <td className="border-b border-slate-200 py-3 pr-4 text-slate-600">{figure.period ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
