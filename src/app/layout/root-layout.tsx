import { Fragment, useEffect } from 'react';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { site } from '@/config/site';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { reactHasThePage } from '../page-in-react';
import { useBrandFaceOnNextPages } from './brand-face';
import { PendingNavigation } from './pending-navigation';
import { useRouteChangeEffects } from './route-effects';

export function RootLayout() {
  useRouteChangeEffects();
  useBrandFaceOnNextPages();
  const { pathname } = useLocation();
  useEffect(reactHasThePage, []);
  return (
    <>
      {/* Feed autodiscovery on every page: React places the link in <head>. */}
      <link rel="alternate" type="application/rss+xml" title={`${site.name} Blog`} href="/rss.xml" />
      <a
        href="#main"
        // Readable when focused: a solid brand chip above the nav, not text drawn over the logo.
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-brand-800 focus:px-4 focus:py-3 focus:font-semibold focus:text-white focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-brand-800"
      >
        Skip to content
      </a>
      {/* Early in the tab order, so a keyboard reaches the choice at once; it sits fixed at the bottom. */}
      <ConsentBanner />
      <NavBar />
      <main id="main" tabIndex={-1} className="pt-[70px] outline-none sm:pt-[76px] lg:pt-[80px]">
        {/* A page per address: another article on the same route starts afresh, not with the last one's state. */}
        <Fragment key={pathname}>
          <Outlet />
        </Fragment>
      </main>
      <Footer />
      <PendingNavigation />
      {/* Back and forward return to where the visitor was; a link to a #section scrolls to it. */}
      <ScrollRestoration />
    </>
  );
}
