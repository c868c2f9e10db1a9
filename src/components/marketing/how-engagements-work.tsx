import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { engagementOffers, engagementPrice, engagementSteps } from '@/content/engagements';
import { SectionHeading, StepList } from './blocks';

/** The anchor the policies and the service pages link to (paths.howEngagementsWork). */
export const HOW_ENGAGEMENTS_WORK_ID = 'how-engagements-work';

/** What is bought, how, and what it costs: one block, on /solutions, that other pages link to. */
export function HowEngagementsWork({ tone = 'white' }: { tone?: 'white' | 'muted' }) {
  return (
    <Section id={HOW_ENGAGEMENTS_WORK_ID} labelledBy="engagements-heading" tone={tone}>
      <SectionHeading
        id="engagements-heading"
        title="How engagements work"
        intro="Every engagement, whichever service it is, is bought the same way."
      />
      <StepList steps={engagementSteps} />
      <h3 className="mt-12 text-xl font-semibold text-slate-900">What you can buy</h3>
      <dl className="mt-6 grid gap-6 md:grid-cols-2">
        {engagementOffers.map((offer) => (
          <div key={offer.title} className="rounded-2xl border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">
              <ArrowLink to={offer.to}>{offer.title}</ArrowLink>
            </dt>
            <dd className="mt-2 text-slate-600">{offer.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-10 max-w-3xl text-lg font-medium text-slate-800">{engagementPrice}</p>
      <ArrowLink to={paths.policies} className="mt-4">
        Cancellations and refunds: our consulting policies
      </ArrowLink>
    </Section>
  );
}
