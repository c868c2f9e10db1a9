import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

/** The "Page not found" screen: the 404 page, and any page whose item does not exist. */
export function NotFoundScreen() {
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        noIndex
      />
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
        <p className="mt-5 text-lg text-slate-600">
          The page you were looking for does not exist or has moved. These will get you back on track:
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
          <ButtonLink to={paths.blog.list} variant="secondary">
            Read the blog
          </ButtonLink>
          <ButtonLink to={paths.bookCall()} variant="secondary">
            Book a free call
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
