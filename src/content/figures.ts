import type { Action } from '@/components/marketing/blocks';
import { paths } from '@/config/paths';
import type { CaseStudy } from './case-studies';
import { promises } from '../../supabase/functions/_shared/promises.ts';

/**
 * Every headline number the site quotes, in one place: the home page, the service pages and the method
 * notes on /case-studies read them from here. Each one says where it comes from: the case study it is
 * taken from, or a note on how it is counted (shown on /case-studies#how-we-count). The owner edits the
 * number, its words and its basis together here; a number nobody can source should be deleted, not kept.
 */
export type HeadlineFigure = {
  figure: string;
  /** Short name of what is counted (a card's title). */
  title: string;
  /** One line under it. */
  text: string;
} & (
  | { caseStudy: CaseStudy['slug'] }
  /** How the number is counted, in a sentence a founder can check against us. */
  | { basis: string }
  /** A promise rather than a result: it links to where the promise is explained. */
  | { explained: Action }
);

export const figures = {
  mvpsValidated: {
    figure: '30+',
    title: 'MVPs validated',
    text: 'ideas tested with real users through our process.',
    basis:
      'Ideas we have taken through customer interviews, a priced landing page and a prototype in front of real users, counted from our project log; Labs builds included, ideas dropped before any test excluded.',
  },
  revenueIn90Days: {
    figure: '40%',
    title: 'more revenue',
    text: 'average revenue increase within 90 days for the founders we work with.',
    basis:
      'The average change in monthly revenue from the month before our first session to the third month after it, across the Revenue Growth clients who shared their numbers with us.',
  },
  mvpInWeeks: {
    figure: '1-2 weeks',
    title: 'to a working MVP',
    text: 'from validated idea to a product users can try.',
    basis:
      'The build time of the no-code MVPs in our project log, from the day the idea was validated to the day the first user could try it; the MVP validation case study’s took five days.',
  },
  clearerFounders: {
    figure: '90%',
    title: 'clearer founders',
    text: 'of founders say they leave the process with a clearer plan than they came with.',
    basis:
      'Founders who answer "clearer" to the one question we ask after the last session of every engagement ("Is your plan clearer, the same or less clear than when we started?").',
  },
  focusedRoadmaps: {
    figure: '70%',
    title: 'scale faster',
    text: 'of startups that follow a focused roadmap scale faster than they expected.',
    basis:
      'Strategy clients who, six months after their roadmap, reported growth above the target they set at the start; only teams that kept to the roadmap for the quarter are counted.',
  },
  firstRoadmap: {
    figure: `${promises.firstRoadmapHours}h`,
    title: 'to your first roadmap',
    text: `from the end of our call to a first written roadmap in your inbox; the full roadmap follows in week ${promises.fullRoadmapWeek}.`,
    explained: { label: 'How engagements work', to: paths.howEngagementsWork },
  },
  fasterValidation: {
    figure: '4x',
    title: 'faster validation',
    text: 'weeks instead of the usual 3-6 months to a confident decision.',
    caseStudy: 'mvp-validation',
  },
  lessChurn: {
    figure: '30%',
    title: 'less churn',
    text: 'churn reduced by 30% with onboarding and retention changes.',
    caseStudy: 'funding-readiness',
  },
  conversion: {
    figure: '3x',
    title: 'conversion',
    text: '3x conversion and 2x deal size from repackaged pricing.',
    caseStudy: 'funding-readiness',
  },
} as const satisfies Record<string, HeadlineFigure>;

export type FigureId = keyof typeof figures;

/** Where a figure's source is: its case study, its note on /case-studies, or the page that explains it. */
export function figureSource(id: FigureId): Action {
  const figure: HeadlineFigure = figures[id];
  if ('caseStudy' in figure)
    return { label: 'From the case study', to: paths.caseStudies.study(figure.caseStudy) };
  if ('basis' in figure)
    return { label: 'How we count this', to: `${paths.caseStudies.list}#${figureNoteId(id)}` };
  return figure.explained;
}

/** The anchor of a figure's note on /case-studies. */
export const figureNoteId = (id: FigureId) => `figure-${id}`;

/** The figures counted rather than taken from one case study, with how: the notes /case-studies shows. */
export const figureNotes = (Object.keys(figures) as FigureId[]).flatMap((id) => {
  const figure: HeadlineFigure = figures[id];
  return 'basis' in figure
    ? [{ id: figureNoteId(id), figure: figure.figure, title: figure.title, basis: figure.basis }]
    : [];
});

/** A figure as the cards show it, with its source link. */
export function figureCard(id: FigureId) {
  const { figure, title, text } = figures[id];
  return { figure, title, text, source: figureSource(id) };
}
