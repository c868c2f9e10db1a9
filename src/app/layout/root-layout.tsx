import { ConsentBanner } from '@/components/consent/consent-banner';
import { site } from '@/config/site';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageOutlet } from '../router';
import { useRouteChangeEffects } from './route-effects';

export function RootLayout() {
  useRouteChangeEffects();
  return (
    <>
      {/* Feed autodiscovery on every page: React places the link in <head>. */}
      <link rel="alternate" type="application/rss+xml" title={`${site.name} Blog`} href="/rss.xml" />
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* Early in the tab order, so a keyboard reaches the choice at once; it sits fixed at the bottom. */}
      <ConsentBanner />
      <NavBar />
      <main id="main" tabIndex={-1} className="pt-[70px] outline-none sm:pt-[76px] lg:pt-[80px]">
        <PageOutlet />
      </main>
      <Footer />
    </>
  );
}
