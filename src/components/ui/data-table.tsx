import type { ReactNode } from 'react';

/**
 * A table whose first column names each row (a row header), with a caption: shown above it, or for screen
 * readers only when a heading already says what it is. Wide tables scroll inside their box on a phone.
 */
export function DataTable({
  caption,
  showCaption = false,
  head,
  rows,
}: {
  caption: string;
  showCaption?: boolean;
  head: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className={showCaption ? 'mb-4 text-left text-xl font-semibold text-slate-900' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((cell) => (
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
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className="border-b border-slate-200 py-3 pr-4 font-medium text-slate-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="border-b border-slate-200 py-3 pr-4">
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
}
