import { Navigate, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { FormPage } from '@/components/marketing/form-page';
import { paths } from '@/config/paths';
import { getMvp, type Mvp } from '@/features/labs/api/mvps';
import { BetaAccessForm } from '@/features/labs/components/beta-access-form';
import { loadMvpPage, MvpPage } from '@/features/labs/components/mvp-page';
import { Seo } from '@/lib/seo';

/**
 * Only an MVP in beta takes requests (the database refuses a row for any other). For the rest the build
 * writes a redirect page to the MVP's own page, and the browser sends the visitor there too.
 */
export const loader = ({ params }: LoaderFunctionArgs) =>
  loadMvpPage(async () => {
    const lookup = await getMvp(params.slug ?? '');
    if (import.meta.env.SSR && lookup.status === 'found' && lookup.mvp.status !== 'beta')
      throw redirect(paths.labs.mvp(lookup.mvp.slug));
    return lookup;
  });

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

export function LabsBetaAccessRoute() {
  const page = useLoaderData<typeof loader>();
  const { slug = '' } = useParams();
  return (
    <MvpPage page={page} load={() => getMvp(slug)}>
      {(mvp) => <BetaAccess mvp={mvp} />}
    </MvpPage>
  );
}
