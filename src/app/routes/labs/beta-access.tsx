import { Navigate } from 'react-router';
import { FormPage } from '@/components/marketing/form-page';
import { paths } from '@/config/paths';
import type { Mvp } from '@/features/labs/api/mvps';
import { BetaAccessForm } from '@/features/labs/components/beta-access-form';
import { MvpPage } from '@/features/labs/components/mvp-page';
import { betaAccessPage } from '@/features/labs/data-pages';
import { Seo } from '@/lib/seo';

/**
 * Only an MVP in beta takes requests (the database refuses a row for any other). For the rest the build
 * writes a 302 host rule and a fallback redirect page to the MVP's own page (scripts/prerender.ts), and
 * the browser sends the visitor there too when the MVP left beta after the build.
 */
export const { loader } = betaAccessPage;

function BetaAccess({ mvp }: { mvp: Mvp }) {
  if (mvp.status !== 'beta') return <Navigate to={paths.labs.mvp(mvp.slug)} replace />;
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
        <BetaAccessForm mvp={mvp} />
      </FormPage>
    </>
  );
}

export function Component() {
  return <MvpPage page={betaAccessPage}>{(mvp) => <BetaAccess mvp={mvp} />}</MvpPage>;
}
