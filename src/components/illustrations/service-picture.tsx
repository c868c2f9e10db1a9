import { Card, ink, Picture, Roadmap, TextBar, Tick } from './parts';

export type ServicePictureKind = 'strategy' | 'mvp' | 'growth';

const labels: Record<ServicePictureKind, string> = {
  strategy: 'A roadmap with the first milestones done and the priorities ranked beside it',
  mvp: 'A no-code MVP on a laptop and a phone, with feedback from real users ticked off',
  growth: 'Revenue rising month by month after a pricing change',
};

/**
 * One picture per service, in the site's illustration style: strategy is the roadmap, MVP validation the
 * product in front of users, revenue growth the curve that bends. `badge` puts a figure on it (a case
 * study's headline result).
 */
export function ServicePicture({
  kind,
  badge,
  className,
}: {
  kind: ServicePictureKind;
  badge?: { figure: string; label: string };
  className?: string;
}) {
  return (
    <Picture viewBox="0 0 480 380" label={labels[kind]} className={className}>
      <rect x={10} y={10} width={460} height={360} rx={36} fill={ink.ground} />
      {kind === 'strategy' && <Strategy />}
      {kind === 'mvp' && <Mvp />}
      {kind === 'growth' && <Growth />}
      {badge && (
        <g transform="translate(286 290)">
          <rect width={170} height={64} rx={18} fill={ink.line} />
          <text x={18} y={30} fontSize={22} fontWeight={800} fill="#fff">
            {badge.figure}
          </text>
          <text x={18} y={50} fontSize={12} fontWeight={600} fill="#e0e7ff">
            {badge.label.length > 24 ? `${badge.label.slice(0, 23)}…` : badge.label}
          </text>
        </g>
      )}
    </Picture>
  );
}

function Strategy() {
  return (
    <>
      <Card x={30} y={34} width={300} height={150} title="90-day roadmap">
        <Roadmap x={26} y={72} width={250} done={1} />
      </Card>
      <Card x={190} y={170} width={250} height={150} title="Priorities">
        {[0, 1, 2].map((index) => (
          <g key={index} transform={`translate(20 ${52 + index * 30})`}>
            <circle cx={9} cy={9} r={11} fill={index === 0 ? ink.accent : ink.shadow} />
            <text x={9} y={14} fontSize={13} fontWeight={700} textAnchor="middle" fill={ink.text}>
              {index + 1}
            </text>
            <TextBar x={30} y={5} width={[150, 110, 80][index]!} tone={index === 0 ? ink.soft : ink.muted} />
          </g>
        ))}
      </Card>
    </>
  );
}

function Mvp() {
  return (
    <>
      <Card x={30} y={40} width={270} height={190}>
        <rect
          x={16}
          y={16}
          width={238}
          height={158}
          rx={10}
          fill={ink.ground}
          stroke={ink.edge}
          strokeWidth={2}
        />
        {[30, 42, 54].map((cx) => (
          <circle key={cx} cx={cx} cy={30} r={4} fill={ink.soft} />
        ))}
        <TextBar x={32} y={56} width={140} tone={ink.soft} />
        <TextBar x={32} y={74} width={190} />
        <TextBar x={32} y={90} width={160} />
        <rect x={32} y={116} width={90} height={26} rx={13} fill={ink.line} />
      </Card>
      <g transform="translate(252 96)">
        <rect width={86} height={160} rx={16} fill="#fff" stroke={ink.line} strokeWidth={3} />
        <TextBar x={14} y={26} width={58} tone={ink.soft} />
        <TextBar x={14} y={44} width={44} />
        <rect x={14} y={120} width={58} height={20} rx={10} fill={ink.accent} />
      </g>
      <Card x={60} y={252} width={210} height={96} title="User feedback">
        <Tick x={20} y={48} size={20} />
        <TextBar x={50} y={54} width={120} />
        <Tick x={20} y={72} size={20} />
        <TextBar x={50} y={78} width={90} />
      </Card>
    </>
  );
}

function Growth() {
  const points = [
    [0, 150],
    [50, 140],
    [100, 144],
    [150, 120],
    [200, 84],
    [250, 56],
    [300, 20],
  ] as const;
  return (
    <>
      <Card x={30} y={34} width={380} height={240} title="Monthly revenue">
        <g transform="translate(40 60)">
          {[0, 50, 100, 150].map((y) => (
            <line key={y} x1={0} x2={310} y1={y + 10} y2={y + 10} stroke={ink.muted} strokeWidth={2} />
          ))}
          <line x1={150} x2={150} y1={0} y2={164} stroke={ink.accent} strokeWidth={3} strokeDasharray="6 6" />
          <polyline
            points={points.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke={ink.line}
            strokeWidth={5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {points.map(([x, y], index) => (
            <circle
              key={x}
              cx={x}
              cy={y}
              r={index >= 3 ? 7 : 5}
              fill={index >= 3 ? ink.line : '#fff'}
              stroke={ink.line}
              strokeWidth={3}
            />
          ))}
        </g>
      </Card>
      <g transform="translate(60 286)">
        <path
          d="M0 10 a10 10 0 0 1 10 -10 h120 l30 32 l-30 32 h-120 a10 10 0 0 1 -10 -10z"
          fill={ink.accent}
        />
        <circle cx={134} cy={32} r={6} fill="#fff" />
        <text x={18} y={40} fontSize={20} fontWeight={800} fill={ink.text}>
          New price
        </text>
      </g>
    </>
  );
}
