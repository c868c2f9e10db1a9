import { ArrowLink } from '@/components/ui/arrow-link';
import { freeTools, type FreeToolId } from '@/content/free-tools';
import { ActionPanel } from './blocks';

/** The free tools side by side, each with its one link: the home page's "Start free" band. */
export function FreeToolCards() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {Object.values(freeTools).map((tool) => (
        <li
          key={tool.to}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-slate-900">{tool.name}</h3>
          <p className="mt-2 mb-5 text-slate-600">{tool.pitch}</p>
          <ArrowLink to={tool.to} className="mt-auto">
            {tool.action}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}

/** A service page's pointer to the free tool that fits it, for a founder not ready to book. */
export function FreeToolPanel({ tool, headingId }: { tool: FreeToolId; headingId: string }) {
  const { offer, pitch, action, to } = freeTools[tool];
  return (
    <ActionPanel
      id={headingId}
      title={`Not ready for a call? ${offer}`}
      intro={pitch}
      action={{ label: action, to }}
      variant="secondary"
    />
  );
}
