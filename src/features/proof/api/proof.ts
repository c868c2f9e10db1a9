import { callFunction } from '@/lib/backend';
import type { Database } from '@/types/database.types';

type Tables = Database['public']['Tables'];
/** The rows as api.proof answers them: the columns the site shows, published rows only. */
type ProofAnswer = {
  testimonials: Pick<
    Tables['testimonials']['Row'],
    'id' | 'person_name' | 'role' | 'company' | 'quote' | 'photo_url' | 'profile_url' | 'shown_on'
  >[];
  client_logos: Pick<Tables['client_logos']['Row'], 'id' | 'company' | 'logo_url' | 'website_url'>[];
  collective_experts: Pick<
    Tables['collective_experts']['Row'],
    'id' | 'full_name' | 'headline' | 'expertise' | 'bio' | 'photo_url' | 'profile_url'
  >[];
  case_study_figures: Pick<
    Tables['case_study_figures']['Row'],
    'id' | 'case_study' | 'metric' | 'before_value' | 'after_value' | 'period'
  >[];
};

export type Person = { name: string; photoUrl: string | null; profileUrl: string | null };
export type Testimonial = Person & { id: string; role: string | null; company: string | null; quote: string };
export type ClientLogo = { id: string; company: string; logoUrl: string; websiteUrl: string | null };
export type Expert = Person & { id: string; headline: string; expertise: string; bio: string };
export type CaseStudyFigure = {
  id: string;
  metric: string;
  before: string;
  after: string;
  period: string | null;
};

/** Where proof shows: a testimonial's `shown_on` names these. */
export const proofPlaces = ['home', 'strategy', 'mvp', 'growth', 'book-call', 'collective'] as const;
export type ProofPlace = (typeof proofPlaces)[number] | 'case-study';

/** The proof one page shows; `failed` flags a read that did not answer (never shipped by a build). */
export type Proof = {
  testimonials: Testimonial[];
  clientLogos: ClientLogo[];
  experts: Expert[];
  caseStudyFigures: CaseStudyFigure[];
  failed: boolean;
};

/** Client logos sit beside the first call to action: on the home page and on /book-call. */
const logoPlaces: readonly ProofPlace[] = ['home', 'book-call'];

/**
 * The published proof a page shows (api.proof): its testimonials (by `shown_on`), the logos on the pages
 * that carry the row of them, the experts on /collective, a case study's figures on its page. A failure
 * gives nothing to show, flagged: proof is never worth an error on the page, but a build must not ship
 * without it.
 */
export async function readProof(place: ProofPlace, caseStudy?: string): Promise<Proof> {
  let answer: ProofAnswer;
  try {
    answer = await callFunction<ProofAnswer>('proof');
  } catch (error) {
    console.warn('Could not load the testimonials and other proof:', error);
    return { testimonials: [], clientLogos: [], experts: [], caseStudyFigures: [], failed: true };
  }
  return {
    testimonials: answer.testimonials
      .filter((row) => place !== 'case-study' && row.shown_on.includes(place))
      .map((row) => ({
        id: row.id,
        name: row.person_name,
        role: row.role,
        company: row.company,
        quote: row.quote,
        photoUrl: row.photo_url,
        profileUrl: row.profile_url,
      })),
    clientLogos: logoPlaces.includes(place)
      ? answer.client_logos.map((row) => ({
          id: row.id,
          company: row.company,
          logoUrl: row.logo_url,
          websiteUrl: row.website_url,
        }))
      : [],
    experts:
      place === 'collective'
        ? answer.collective_experts.map((row) => ({
            id: row.id,
            name: row.full_name,
            headline: row.headline,
            expertise: row.expertise,
            bio: row.bio,
            photoUrl: row.photo_url,
            profileUrl: row.profile_url,
          }))
        : [],
    caseStudyFigures: answer.case_study_figures
      .filter((row) => place === 'case-study' && row.case_study === caseStudy)
      .map((row) => ({
        id: row.id,
        metric: row.metric,
        before: row.before_value,
        after: row.after_value,
        period: row.period,
      })),
    failed: false,
  };
}
