import { SectionHeading } from '@/components/marketing/blocks';
import { Section } from '@/components/ui/section';
import type { Expert } from '../api/proof';
import { PersonPhoto, ProfileLink } from './person-photo';

/** The Collective's featured experts, by name, or nothing when none is published. */
export function ExpertsSection({ experts }: { experts: readonly Expert[] }) {
  if (experts.length === 0) return null;
  return (
    <Section id="experts" labelledBy="experts-heading" tone="muted">
      <SectionHeading
        id="experts-heading"
        title="Some of the experts you could work with"
        intro="Members who agreed to be named. Every match is introduced and followed by a studio lead."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {experts.map((expert) => (
          <li
            key={expert.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              <PersonPhoto person={expert} size={64} />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{expert.name}</h3>
                <p className="text-sm text-slate-600">{expert.headline}</p>
              </div>
            </div>
            <p className="mt-4 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {expert.expertise}
            </p>
            {expert.bio && <p className="mt-4 text-slate-600">{expert.bio}</p>}
            <div className="mt-auto pt-4">
              <ProfileLink person={expert} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
