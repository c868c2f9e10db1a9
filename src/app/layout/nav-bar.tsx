import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-link';
import { LogoMark } from '@/components/ui/logo';
import { summaryClasses } from '@/components/ui/summary';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BREAKPOINT_LG, navHeight } from './nav-height';
import { activeNavItemId, linkCurrency, navItems, solutionLinks, type NavLink } from './nav-items';

/** Follows the scroll position and viewport width; null until mounted, so server and client first render agree. */
function useNavHeight(): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setHeight(navHeight(window.scrollY, window.innerWidth)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return height;
}

/**
 * A `details` menu: the browser opens and closes it on a tap or Enter before any script has run (a tap on a
 * slow phone answers at once). Once React runs it also closes on navigation, on Escape (focus back on its
 * summary), on a press outside it, and when focus leaves it.
 */
function useDetailsMenu() {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (details.current) details.current.open = false;
  }, []);

  // Not on the first render: a menu opened before the scripts ran stays open as React takes over.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) close();
    shownPath.current = pathname;
  }, [pathname, close]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current?.open) return;
      close();
      details.current.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [close]);

  const onBlur = (event: FocusEvent) => {
    if (!details.current?.contains(event.relatedTarget as Node | null)) close();
  };
  // Following one of its links closes it, even to the page already shown.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };
  return { details, close, onBlur, onClick, pathname };
}

const linkBase =
  'rounded-md px-3 py-2 text-[0.9375rem] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-700';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const linkActive = 'bg-brand-50 text-brand-800';

function navLinkClass(active: boolean): string {
  return `${linkBase} ${active ? linkActive : linkIdle}`;
}

/**
 * `aria-current` for a link: `page` on the page itself, `true` anywhere in its section, as the highlight
 * shows it.
 */
function ariaCurrent(pathname: string, to: string): 'page' | 'true' | undefined {
  const currency = linkCurrency(pathname, to);
  return currency === 'page' ? 'page' : currency === 'section' ? 'true' : undefined;
}

/** One entry of a dropdown or the mobile menu, highlighted on its page and anywhere in its section. */
function MenuLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const current = ariaCurrent(pathname, link.to);
  return (
    <li>
      <Link to={link.to} aria-current={current} className={`block ${navLinkClass(Boolean(current))}`}>
        {link.label}
      </Link>
    </li>
  );
}

function SolutionsDropdown({ active }: { active: boolean }) {
  const { details, onBlur, onClick, pathname } = useDetailsMenu();
  return (
    <li className="relative">
      <details ref={details} onBlur={onBlur} onClick={onClick} className="group">
        <summary className={`${navLinkClass(active)} ${summaryClasses} inline-flex items-center gap-1`}>
          Solutions
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          >
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <ul className="absolute top-full left-0 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {solutionLinks.map((link) => (
            <MenuLink key={link.to} link={link} pathname={pathname} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Below 1024 px: the bar's links behind one toggle, the menu dropping below the bar. */
function MobileMenu() {
  const { details, close, onClick, pathname } = useDetailsMenu();
  const flatLinks: NavLink[] = navItems.flatMap((item) =>
    'to' in item ? [{ label: item.label, to: item.to }] : item.children,
  );

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINT_LG}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return (
    <details ref={details} onClick={onClick} className="group lg:hidden">
      <summary
        className={`${summaryClasses} inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700`}
      >
        {/* One name; the summary itself tells screen readers whether it is expanded. The icon follows the
            open state in CSS, so it changes with the tap, before any script. */}
        <span className="sr-only">Menu</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6 6 18" className="hidden group-open:inline" />
        </svg>
      </summary>
      {/* Below the bar (the header, fixed, is its containing block), at most 500 px and never past the
          bottom of the screen: it scrolls inside, so every item stays reachable. */}
      <div className="absolute inset-x-0 top-full max-h-[min(500px,calc(100dvh-100%))] overflow-y-auto overscroll-contain border-y border-slate-200 bg-white">
        <ul className="flex flex-col gap-1 px-4 py-3">
          {flatLinks.map((link) => (
            <MenuLink key={link.to} link={link} pathname={pathname} />
          ))}
          <li className="pt-2">
            <Link to={paths.bookCall()} className={buttonClasses('primary', 'w-full')}>
              Get in Touch
            </Link>
          </li>
        </ul>
      </div>
    </details>
  );
}

export function NavBar() {
  const { pathname } = useLocation();
  const activeId = activeNavItemId(pathname);
  const height = useNavHeight();

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        style={height === null ? undefined : { height: `${height}px` }}
        className="mx-auto flex h-[70px] w-full max-w-7xl items-center justify-between gap-4 px-4 sm:h-[76px] sm:px-6 lg:h-[80px] lg:px-8"
      >
        <Link
          to={paths.home}
          className="flex max-w-[50vw] min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700 sm:max-w-[40vw] lg:max-w-[280px]"
          data-testid="logo"
        >
          <LogoMark className="size-8 shrink-0" />
          {/* Below 640 px the name has half the screen less the mark (40 px): the type shrinks with the
              screen so that even a wide fallback font (up to 7.5 em for the name in bold) fits at 320 px. */}
          <span className="truncate text-[length:clamp(1rem,calc(6.667vw_-_5.33px),1.25rem)] leading-7 font-bold tracking-tight text-slate-900 sm:text-xl">
            {site.name}
          </span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {navItems.map((item) =>
            'to' in item ? (
              <li key={item.id}>
                <Link
                  to={item.to}
                  aria-current={ariaCurrent(pathname, item.to)}
                  className={navLinkClass(activeId === item.id)}
                >
                  {item.label}
                </Link>
              </li>
            ) : (
              <SolutionsDropdown key={item.id} active={activeId === item.id} />
            ),
          )}
        </ul>

        {/* A wrapper carries the breakpoint: the button's own inline-flex would override `hidden`. */}
        <div className="hidden lg:block">
          <Link to={paths.bookCall()} className={buttonClasses('primary', 'px-4 py-2')}>
            Get in Touch
          </Link>
        </div>

        <MobileMenu />
      </nav>
    </header>
  );
}
