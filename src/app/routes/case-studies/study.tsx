import { useParams } from 'react-router';
import { CardGrid, PageHero, StepList, SectionHeading } from '@/components/marketing/blocks';
import { ServicePicture } from '@/components/illustrations/service-picture';
import { CtaBand } from '@/components/marketing/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { Seo } from '@/lib/seo';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { CaseStudyFigures } from '@/features/proof/components/case-study-figures';
import { proofPage } from '@/features/proof/data-pages';
import { freeCall } from '../../../../supabase/functions/_shared/promises.ts';

const proof = proofPage('case-study');
export const { loader } = proof;

export function Component() {
  const { slug } = useParams();
  const shown = proof.useContent();
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) return <NotFoundScreen />;
  return (
    <>
      <Seo title={study.title} description={study.summary} article />
      <PageHero
        kicker={`Case study · ${study.service}`}
        title={study.title}
        picture={
          <ServicePicture
            kind={study.picture}
            badge={
              study.results[0]?.figure
                ? { figure: study.results[0].figure, label: study.results[0].title }
                : undefined
            }
          />
        }
      >
        <p>{study.summary}</p>
        <p className="text-base text-slate-500">{study.client}</p>
      </PageHero>
      <Section labelledBy="challenge-heading">
        <SectionHeading id="challenge-heading" title="The challenge" />
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-600">
          {study.challenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section tone="muted" labelledBy="approach-heading">
        <SectionHeading id="approach-heading" title="What we did" />
        <StepList steps={study.approach.map((step, index) => ({ label: `Step ${index + 1}`, ...step }))} />
      </Section>
      <Section labelledBy="results-heading">
        <SectionHeading id="results-heading" title="The results" />
        <CardGrid cards={study.results} columns={study.results.length === 4 ? 4 : 3} />
        <CaseStudyFigures figures={shown?.caseStudyFigures ?? []} />
        <p className="mt-10 max-w-3xl text-lg text-slate-700">{study.lesson}</p>
        <ArrowLink to={paths.caseStudies.list} className="mt-6">
          All case studies
        </ArrowLink>
      </Section>
      <CtaBand
        heading={study.cta.heading}
        action={{ label: study.cta.label, to: paths.bookCall({ source: study.cta.source }) }}
      >
        <p>A {freeCall} about where you are and what would move the needle.</p>
      </CtaBand>
    </>
  );
}
