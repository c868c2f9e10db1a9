import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '@/components/ui/button-link';
import { LogoMark } from '@/components/ui/logo';
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

/** Open/closed state that closes itself on navigation: it remembers the path it was opened on. */
function useOpenUntilNavigation() {
  const [pathname] = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = useCallback(() => setOpenedOn(null), []);
  const toggle = useCallback(
    () => setOpenedOn((current) => (current === pathname ? null : pathname)),
    [pathname],
  );
  return { open, close, toggle, pathname };
}

/** Closes a disclosure on Escape (returning focus to its toggle) and on a pointer press outside it. */
function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, container, toggle]);
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
  const { open, close, toggle: toggleOpen, pathname } = useOpenUntilNavigation();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, toggle);

  const onBlur = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <li ref={container} className="relative" onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggleOpen}
        className={`${navLinkClass(active)} inline-flex items-center gap-1`}
      >
        Solutions
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {solutionLinks.map((link) => (
          <MenuLink key={link.to} link={link} pathname={pathname} />
        ))}
      </ul>
    </li>
  );
}

function MobileMenu({ id, open, pathname }: { id: string; open: boolean; pathname: string }) {
  const flatLinks: NavLink[] = navItems.flatMap((item) =>
    'to' in item ? [{ label: item.label, to: item.to }] : item.children,
  );
  return (
    // At most 500 px, and never past the bottom of the screen (the header is a column as tall as the
    // viewport at most; the bar keeps its height, the menu takes what is left and scrolls inside).
    <div
      id={id}
      hidden={!open}
      className="max-h-[500px] min-h-0 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white lg:hidden"
    >
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
  );
}

export function NavBar() {
  const { open: menuOpen, close: closeMenu, toggle: toggleMenu, pathname } = useOpenUntilNavigation();
  const activeId = activeNavItemId(pathname);
  const height = useNavHeight();
  const header = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(menuOpen, closeMenu, header, menuToggle);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINT_LG}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) closeMenu();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [closeMenu]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') closeMenu();
  };

  return (
    <header
      ref={header}
      className="fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <nav
        aria-label="Main"
        style={height === null ? undefined : { height: `${height}px` }}
        className="mx-auto flex h-[70px] w-full max-w-7xl shrink-0 items-center justify-between gap-4 px-4 sm:h-[76px] sm:px-6 lg:h-[80px] lg:px-8"
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

        <button
          ref={menuToggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
          onKeyDown={onToggleKeyDown}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <MobileMenu id={menuId} open={menuOpen} pathname={pathname} />
    </header>
  );
}
