import { ResponsiveImg } from '@/components/ui/responsive-img';
import type { Person } from '../api/proof';

/** Initials for a person without a photo: "Jordan Rivera (sample)" is JR. */
function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** A person's square photo, round, or their initials. Decorative: the name is always written beside it. */
export function PersonPhoto({ person, size }: { person: Person; size: 48 | 64 }) {
  const box = size === 64 ? 'size-16 text-xl' : 'size-12 text-base';
  if (person.photoUrl)
    return (
      <ResponsiveImg
        src={person.photoUrl}
        layout="portrait"
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {initials(person.name)}
    </span>
  );
}

/** A link to the person's public profile, named for screen readers. */
export function ProfileLink({ person }: { person: Person }) {
  if (!person.profileUrl) return null;
  return (
    <a
      href={person.profileUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      Profile<span className="sr-only"> of {person.name} (opens in a new tab)</span>
    </a>
  );
}
