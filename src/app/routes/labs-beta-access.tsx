import { FormPage } from '@/components/marketing/form-page';
import type { Mvp } from '@/features/labs/api/mvps';
import { BetaAccessForm } from '@/features/labs/components/beta-access-form';
import { MvpActionLink } from '@/features/labs/components/mvp-action-link';
import { MvpPage } from '@/features/labs/components/mvp-page';
import { betaAccessPage } from '@/features/labs/data-pages';
import { Seo } from '@/lib/seo';

export const { loader } = betaAccessPage;

function BetaAccess({ mvp }: { mvp: Mvp }) {
  const open = mvp.status === 'beta';
  return (
    <>
      <Seo
        title={`Request Beta Access to ${mvp.title}`}
        description={`Ask for early access to ${mvp.title} from Labs: ${mvp.summary}`}
      />
      <FormPage
        kicker="Labs beta"
        title={`Request beta access to ${mvp.title}`}
        formHeading="Your request"
        intro={<p>{mvp.summary}</p>}
      >
        {open ? (
          <BetaAccessForm mvp={mvp} />
        ) : (
          <div className="space-y-6">
            <p className="text-lg text-slate-700">{`${mvp.title} is not taking beta users right now.`}</p>
            <MvpActionLink mvp={mvp} />
          </div>
        )}
      </FormPage>
    </>
  );
}

export function LabsBetaAccessRoute() {
  return <MvpPage page={betaAccessPage}>{(mvp) => <BetaAccess mvp={mvp} />}</MvpPage>;
}
