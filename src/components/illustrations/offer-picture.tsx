import { Card, ink, Picture, Roadmap, TextBar, Tick } from './parts';

/**
 * The home hero's picture of what a founder gets: the diagnosis (the funnel with its bottleneck found),
 * the roadmap (milestones to a goal) and the MVP (a working product in front of users).
 */
export function OfferPicture({ className }: { className?: string }) {
  return (
    <Picture
      viewBox="0 0 560 470"
      label="What you get: a diagnosis of your bottleneck, a roadmap and a tested MVP"
      className={className}
    >
      <rect x={24} y={16} width={520} height={440} rx={36} fill={ink.ground} />
      <Card x={40} y={40} width={290} height={190} title="Diagnosis">
        {[200, 160, 70, 120].map((width, index) => (
          <rect
            key={width}
            x={20}
            y={56 + index * 30}
            width={width}
            height={18}
            rx={9}
            fill={index === 2 ? ink.accent : ink.edge}
          />
        ))}
        <circle cx={98} cy={125} r={30} fill="none" stroke={ink.line} strokeWidth={4} />
        <path d="M120 147l26 26" stroke={ink.line} strokeWidth={7} strokeLinecap="round" />
        <TextBar x={170} y={118} width={90} tone={ink.accent} />
        <TextBar x={170} y={134} width={60} />
      </Card>
      <Card x={226} y={168} width={300} height={150} title="Roadmap">
        <Roadmap x={26} y={70} width={250} done={2} />
      </Card>
      <Card x={70} y={270} width={250} height={168} title="MVP">
        <g transform="translate(20 48)">
          <rect width={150} height={100} rx={10} fill={ink.ground} stroke={ink.edge} strokeWidth={2} />
          {[10, 22, 34].map((cx) => (
            <circle key={cx} cx={cx} cy={11} r={4} fill={ink.soft} />
          ))}
          <TextBar x={14} y={32} width={90} tone={ink.soft} />
          <TextBar x={14} y={48} width={120} />
          <rect x={14} y={66} width={60} height={20} rx={10} fill={ink.line} />
          <rect x={166} y={8} width={48} height={92} rx={10} fill="#fff" stroke={ink.line} strokeWidth={3} />
          <TextBar x={174} y={28} width={32} tone={ink.soft} />
          <TextBar x={174} y={44} width={24} />
          <rect x={174} y={72} width={32} height={14} rx={7} fill={ink.accent} />
        </g>
        <Tick x={208} y={14} size={26} />
      </Card>
      <g transform="translate(360 352)">
        <rect width={172} height={74} rx={18} fill={ink.line} />
        <text x={20} y={32} fontSize={15} fontWeight={700} fill="#fff">
          First paying users
        </text>
        <path
          d="M20 52 l30 -6 l30 4 l30 -14"
          fill="none"
          stroke={ink.accent}
          strokeWidth={4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </Picture>
  );
}
