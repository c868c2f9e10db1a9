import {
  areaLabels,
  tierLabels,
  type Scorecard as Card,
} from '../../../../supabase/functions/_shared/growth-scorecard.ts';

/**
 * The scorecard above the analysis: five areas scored 1 to 5 by fixed rules from the answers, the total
 * and the tier. Each score is read as text ("3 out of 5"); the bar repeats it for the eye.
 */
export function Scorecard({ card }: { card: Card }) {
  return (
    <section aria-labelledby="scorecard-heading" className="rounded-2xl border border-slate-200 bg-white p-8">
      <h2 id="scorecard-heading" className="text-2xl font-bold text-slate-900">
        Your scorecard
      </h2>
      <p className="mt-2 text-slate-600">{`${card.total} out of 25. ${tierLabels[card.tier]}.`}</p>
      <ul className="mt-6 space-y-4">
        {card.areas.map((area) => (
          <li key={area.area}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold text-slate-900">{areaLabels[area.area]}</span>
              <span className="text-sm text-slate-600">{`${area.score} out of 5: ${area.finding}`}</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${area.score * 20}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
