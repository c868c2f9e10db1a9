import type { TeamMember } from '@/content/team';
import { PersonAvatar } from './person-avatar';

/** People as cards: picture, name, role and their line of background. */
export function TeamList({
  people,
  headingLevel = 'h3',
  compact = false,
}: {
  people: readonly TeamMember[];
  headingLevel?: 'h3' | 'h4';
  compact?: boolean;
}) {
  const Name = headingLevel;
  return (
    <ul className={`grid gap-6 ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
      {people.map((person) => (
        <li
          key={person.name}
          className={`flex gap-5 rounded-2xl border border-slate-200 bg-white ${compact ? 'items-center p-4' : 'flex-col p-6'}`}
        >
          <PersonAvatar person={person} size={compact ? 64 : 88} />
          <div>
            <Name className="text-lg font-semibold text-slate-900">{person.name}</Name>
            <p className="text-sm font-semibold text-brand-700">{person.role}</p>
            <p className={`text-slate-600 ${compact ? 'mt-1 text-sm' : 'mt-3'}`}>{person.background}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
