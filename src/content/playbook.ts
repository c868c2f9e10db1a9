export type PlaybookStep = {
  number: number;
  title: string;
  description: string;
  points: readonly string[];
  tip: string;
};

/** The Growth Playbook: the three steps the playbook teaches (and the framework page prints). */
export const playbookSteps: readonly PlaybookStep[] = [
  {
    number: 1,
    title: 'Diagnose Your Bottleneck',
    description:
      'Growth is limited by one constraint at a time. Find the funnel stage that loses the most value before you spend a dollar or an hour on fixes.',
    points: [
      'Map your funnel: acquisition, activation, retention, revenue, referral.',
      'Put a number on every stage, even a rough one, and compare it with your market.',
      'Talk to five recent customers and five who left, and write down their exact words.',
    ],
    tip: 'If everything looks like a problem, pick the earliest broken stage: fixing later stages first wastes the users you already have.',
  },
  {
    number: 2,
    title: 'Design Scrappy Experiments',
    description:
      'Turn the bottleneck into small bets you can run in one to two weeks without engineers, each with a success threshold set in advance.',
    points: [
      'Write every idea as "if we change X, metric Y will move because Z".',
      'Score ideas by impact, confidence and ease, and run only the top three.',
      'Decide the number that counts as a win before you launch, not after.',
    ],
    tip: 'The best first experiments change words, not code: a headline, an onboarding email, a price on a page.',
  },
  {
    number: 3,
    title: 'Double Down on What Works',
    description:
      'Most experiments fail, and that is the point. Scale the few that win, learn from the rest and move on to the next bottleneck.',
    points: [
      'Turn winners into a process or an automation so they keep working.',
      'Give near misses one more iteration; kill clear losers and record why.',
      'Review results weekly in 30 minutes: scale, iterate or kill.',
    ],
    tip: 'Write down what every failed experiment taught you. Next quarter someone will suggest it again.',
  },
];

export const playbookAudiences = [
  {
    title: 'Early-stage founders',
    text: 'Pre-seed to seed founders who need growth but cannot afford to waste a quarter.',
  },
  {
    title: 'Scrappy teams',
    text: 'Small teams without a growth department who need a repeatable way to decide what to try.',
  },
  {
    title: 'Growth-oriented startups',
    text: 'Startups with users and some revenue who want growth to compound, not spike.',
  },
] as const;

/** The one-page brief every experiment starts from (printed on the framework page and in the PDF). */
export const experimentBrief = [
  { label: 'Hypothesis', text: 'If we [change], then [metric] will [move] because [reason].' },
  { label: 'Metric', text: 'The single number that decides success.' },
  { label: 'Threshold', text: 'The result that counts as a win, set in advance.' },
  { label: 'Duration', text: '1-2 weeks.' },
  { label: 'Owner', text: 'One person.' },
] as const;

export type PlaybookWorksheet = {
  /** The step the worksheet belongs to. */
  step: number;
  title: string;
  intro: string;
  columns: readonly string[];
  /** First-column labels; the other cells are left blank to fill in. */
  rows: readonly string[];
};

/** The downloadable PDF's worksheets: one per step, printed after the step's page. */
export const playbookWorksheets: readonly PlaybookWorksheet[] = [
  {
    step: 1,
    title: 'Funnel map',
    intro:
      'Write one number per stage, even a rough one. Circle the stage with the biggest gap: that is your bottleneck for this quarter.',
    columns: ['Stage', 'Your number today', 'Market benchmark', 'Gap'],
    rows: ['Acquisition', 'Activation', 'Retention', 'Revenue', 'Referral'],
  },
  {
    step: 2,
    title: 'Idea scoring',
    intro:
      'Score every idea from 1 to 10 on impact, confidence and ease. Multiply the three and run the top three ideas only.',
    columns: ['Idea', 'Impact', 'Confidence', 'Ease', 'Score'],
    rows: ['1.', '2.', '3.', '4.', '5.', '6.'],
  },
  {
    step: 3,
    title: 'Weekly review',
    intro:
      'Thirty minutes, same time every week. For each experiment that ended, decide: scale, iterate or kill, and write down why.',
    columns: ['Experiment', 'Result vs threshold', 'Decision', 'What we learned'],
    rows: ['1.', '2.', '3.', '4.', '5.'],
  },
];

/** Where the PDF edition of the framework is served; the address is stable so emails can link to it. */
export { PLAYBOOK_PDF_PATH as playbookPdfPath } from '../../supabase/functions/_shared/site-links.ts';

/**
 * The PDF's pages shown on /growth-playbook, drawn from the PDF itself at build time (scripts/build.ts) and
 * offered in the sizes a screen needs like any other image (ResponsiveImg): the cover, a step and its
 * worksheet. Letter pages, at most 480 px wide.
 */
export const playbookPreviewPages = [
  {
    src: '/images/playbook/page-1.png',
    page: 1,
    alt: 'The playbook’s cover: The Growth Playbook',
  },
  { src: '/images/playbook/page-3.png', page: 3, alt: 'A page of step 1, Diagnose Your Bottleneck' },
  { src: '/images/playbook/page-4.png', page: 4, alt: 'The step 1 worksheet: a funnel map to fill in' },
] as const;
export const playbookPageSize = { width: 480, height: 621 } as const;
