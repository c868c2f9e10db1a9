import { useId } from 'react';
import type { Avatar, TeamMember } from '@/content/team';

const tones: Record<Avatar['tone'], string> = {
  indigo: '#c7d2fe',
  amber: '#fde68a',
  emerald: '#a7f3d0',
  rose: '#fecdd3',
};
const skins: Record<Avatar['skin'], string> = {
  light: '#f6d7c3',
  medium: '#e0ac86',
  tan: '#c68b5e',
  deep: '#8d5a3b',
};
const hairColour = '#1e1b4b';

/** Hair drawn behind the head (long) and over it (the rest), in a 96-unit square. */
function Hair({ style }: { style: Avatar['hair'] }) {
  switch (style) {
    case 'short':
      return <path d="M30 40c0-14 8-22 18-22s18 8 18 22c-4-7-10-9-18-9s-14 2-18 9z" fill={hairColour} />;
    case 'curly':
      return (
        <g fill={hairColour}>
          {[30, 38, 46, 54, 62].map((cx, index) => (
            <circle key={cx} cx={cx} cy={index % 2 ? 22 : 26} r={8} />
          ))}
        </g>
      );
    case 'bun':
      return (
        <g fill={hairColour}>
          <circle cx={48} cy={14} r={8} />
          <path d="M30 42c0-15 8-22 18-22s18 7 18 22c-5-8-11-11-18-11s-13 3-18 11z" />
        </g>
      );
    case 'long':
      return <path d="M29 44c0-16 8-25 19-25s19 9 19 25c-6-9-12-12-19-12s-13 3-19 12z" fill={hairColour} />;
    case 'none':
      return null;
  }
}

/**
 * A person's picture: their photo if the team file gives one, otherwise a drawn avatar in the site's
 * illustration style. Decorative: the name is always written beside it.
 */
export function PersonAvatar({ person, size = 96 }: { person: TeamMember; size?: number }) {
  // React's ids contain characters a url(#…) reference would need escaped.
  const clip = `avatar-${useId().replace(/[^\w-]/g, '')}`;
  if (person.photo)
    return (
      <img
        src={person.photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover"
      />
    );
  const { tone, skin, hair, glasses } = person.avatar;
  return (
    <svg
      viewBox="0 0 96 96"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <clipPath id={clip}>
        <circle cx={48} cy={48} r={48} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width={96} height={96} fill={tones[tone]} />
        {hair === 'long' && <rect x={29} y={36} width={38} height={36} rx={12} fill={hairColour} />}
        <path d="M16 96c2-18 16-28 32-28s30 10 32 28z" fill="#4338ca" />
        <rect x={42} y={56} width={12} height={14} rx={5} fill={skins[skin]} />
        <circle cx={48} cy={42} r={18} fill={skins[skin]} />
        <Hair style={hair} />
        <circle cx={41} cy={44} r={1.8} fill={hairColour} />
        <circle cx={55} cy={44} r={1.8} fill={hairColour} />
        {glasses && (
          <g fill="none" stroke={hairColour} strokeWidth={2}>
            <circle cx={41} cy={44} r={5} />
            <circle cx={55} cy={44} r={5} />
            <path d="M46 44h4" />
          </g>
        )}
        <path d="M43 52q5 4 10 0" fill="none" stroke={hairColour} strokeWidth={2} strokeLinecap="round" />
      </g>
    </svg>
  );
}
