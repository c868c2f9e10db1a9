import type { ReactNode } from 'react';

/**
 * The site's illustration style, in one place: white cards with a soft brand shadow on a pale brand
 * ground, brand-indigo lines with round ends, one amber accent for what matters and green for what is done.
 * Every picture is composed from these parts, so they read as one set.
 */
export const ink = {
  ground: '#eef2ff',
  shadow: '#e0e7ff',
  edge: '#c7d2fe',
  line: '#4338ca',
  soft: '#a5b4fc',
  muted: '#e2e8f0',
  accent: '#f59e0b',
  done: '#059669',
  text: '#0f172a',
} as const;

/** A picture with a name for screen readers (or none, when the text beside it says the same). */
export function Picture({
  viewBox,
  label,
  className = '',
  children,
}: {
  viewBox: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      className={`h-auto w-full ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A white card with its offset shadow and an optional title in the card's top-left corner. */
export function Card({
  x,
  y,
  width,
  height,
  title,
  children,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={8} y={10} width={width} height={height} rx={18} fill={ink.shadow} />
      <rect width={width} height={height} rx={18} fill="#fff" stroke={ink.edge} strokeWidth={2} />
      {title && (
        <text x={20} y={32} fontSize={15} fontWeight={700} fill={ink.text}>
          {title}
        </text>
      )}
      {children}
    </g>
  );
}

/** A line of placeholder text. */
export function TextBar({
  x,
  y,
  width,
  tone = ink.muted,
}: {
  x: number;
  y: number;
  width: number;
  tone?: string;
}) {
  return <rect x={x} y={y} width={width} height={8} rx={4} fill={tone} />;
}

/** A done mark: a green disc with a white tick. */
export function Tick({ x, y, size = 22 }: { x: number; y: number; size?: number }) {
  const s = size / 22;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle cx={11} cy={11} r={11} fill={ink.done} />
      <path
        d="M6 11.5l3.5 3.5L16 8"
        fill="none"
        stroke="#fff"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A winding road of milestones ending in a flag: the roadmap motif. */
export function Roadmap({ x, y, width, done = 1 }: { x: number; y: number; width: number; done?: number }) {
  const stops = [0, 0.33, 0.66, 1].map((t) => ({
    cx: 10 + t * (width - 40),
    cy: t === 0.33 ? 40 : t === 0.66 ? 6 : 24,
  }));
  const path = `M${stops[0]!.cx} ${stops[0]!.cy} C ${stops[0]!.cx + 40} ${stops[0]!.cy + 30}, ${stops[1]!.cx - 40} ${stops[1]!.cy + 10}, ${stops[1]!.cx} ${stops[1]!.cy} S ${stops[2]!.cx - 40} ${stops[2]!.cy - 10}, ${stops[2]!.cx} ${stops[2]!.cy} S ${stops[3]!.cx - 30} ${stops[3]!.cy}, ${stops[3]!.cx} ${stops[3]!.cy}`;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d={path}
        fill="none"
        stroke={ink.soft}
        strokeWidth={4}
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      {stops.map((stop, index) =>
        index < done ? (
          <Tick key={index} x={stop.cx - 11} y={stop.cy - 11} />
        ) : (
          <circle key={index} cx={stop.cx} cy={stop.cy} r={9} fill="#fff" stroke={ink.line} strokeWidth={3} />
        ),
      )}
      <path
        d={`M${stops[3]!.cx + 16} ${stops[3]!.cy + 8} v-34 l22 8 -22 8`}
        fill={ink.accent}
        stroke={ink.accent}
        strokeWidth={3}
        strokeLinejoin="round"
      />
    </g>
  );
}
