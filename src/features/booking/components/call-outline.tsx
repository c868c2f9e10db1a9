import { useId } from 'react';
import { PersonAvatar } from '@/components/people/person-avatar';
import { team } from '@/content/team';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

/** What the free call is, minute by minute: the three parts every call has. */
const callSteps = [
  {
    minutes: 'Minutes 1–5',
    title: 'Where you are',
    text: 'Your stage, your numbers and what you have tried. No deck needed.',
  },
  {
    minutes: 'Minutes 5–15',
    title: 'The real bottleneck',
    text: 'We ask the questions investors will, and name the one thing holding growth back.',
  },
  {
    minutes: `Minutes 15–${promises.callMinutes}`,
    title: 'Your next step',
    text: 'One experiment to run this week, and whether we are the right people to help.',
  },
] as const;

/**
 * /book-call's case for the call: its minutes in three steps and what the founder leaves with, ending with
 * what the pitch's service sends in writing afterwards (`followUp`).
 */
export function CallOutline({ followUp }: { followUp: string }) {
  const takeaways = ['Your biggest bottleneck, named', 'One experiment to start this week', followUp];
  // The page prerenders one outline per pitch: each needs a heading id of its own.
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        How the {promises.callMinutes} minutes go
      </h2>
      <ol className="mt-6 space-y-5">
        {callSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-brand-700">{step.minutes}</p>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-8 font-semibold text-slate-900">You leave with</h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        {takeaways.map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="font-bold text-emerald-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Who the founder will talk to (the people in src/content/team.ts who take calls), right under the button
 * that books them: the faces behind the call, where the decision is made.
 */
export function CallHosts({ className = '' }: { className?: string }) {
  const headingId = useId();
  const hosts = team.filter((person) => person.takesCalls);
  if (hosts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-semibold text-slate-900">
        Who you will talk to
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-10 gap-y-4">
        {hosts.map((person) => (
          <li key={person.name} className="flex items-center gap-4">
            <PersonAvatar person={person} size={56} />
            <div>
              <p className="font-semibold text-slate-900">{person.name}</p>
              <p className="text-sm text-slate-600">{person.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
