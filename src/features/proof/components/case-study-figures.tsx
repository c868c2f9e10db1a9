import { DataTable } from '@/components/ui/data-table';
import type { CaseStudyFigure } from '../api/proof';

/** A case study's numbers before and after the work, as a table; nothing when the owner has none. */
export function CaseStudyFigures({ figures }: { figures: readonly CaseStudyFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <div className="mt-10">
      <DataTable
        caption="Before and after"
        showCaption
        head={['Measure', 'Before', 'After', 'Over']}
        rows={figures.map((figure) => ({
          key: figure.id,
          cells: [
            figure.metric,
            figure.before,
            <strong key="after" className="text-brand-700">
              {figure.after}
            </strong>,
            figure.period ?? '',
          ],
        }))}
      />
    </div>
  );
}
