import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { isAnalyticsEnabled } from '@/lib/analytics';
import { chooseConsent, type ConsentChoice } from '@/lib/analytics-consent';
import { useConsentState } from './use-consent-state';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';

const HEIGHT_PROPERTY = '--consent-banner-height';

/**
 * While the banner is open, the page reserves its height at the bottom (styles.css): the end of the page
 * can scroll above it, and an element that receives focus is scrolled clear of it, so it covers no field
 * or button for good.
 */
function useReservedSpace(region: RefObject<HTMLElement | null>, open: boolean): void {
  useBrowserLayoutEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [open, region]);
}

const choiceButton = buttonClasses('light', 'min-w-28 flex-1 sm:flex-none');

/**
 * The analytics choice: shown after hydration on a visit with no choice (so it is never in the prerendered
 * HTML and never the largest paint), and again from "Cookie settings". It never takes focus on load; when
 * the visitor reopens it, focus moves into it and returns to where it came from after the choice.
 */
export function ConsentBanner() {
  const { choice, reopened, hydrated } = useConsentState();
  const open = isAnalyticsEnabled() && hydrated && (choice === undefined || reopened);
  const region = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useReservedSpace(region, open);

  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus();
  }, [reopened]);

  if (!open) return null;

  const choose = (next: ConsentChoice) => {
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    chooseConsent(next);
    back?.focus();
  };

  return (
    <section
      ref={region}
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900 text-slate-200 shadow-[0_-4px_16px_rgb(15_23_42/0.25)] outline-none"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-6 sm:px-6 lg:px-8">
        <div className="flex-1">
          <h2 id="consent-banner-title" className="font-semibold text-white">
            May we count your visit?
          </h2>
          {/* Short paragraphs: plain to read, and none outgrows a page's own largest paint (tested). */}
          <p className="mt-1">
            If you accept, Google Analytics cookies count the pages you view and the forms you send.
          </p>
          <p>It shows us which pages help founders; nothing is measured unless you accept.</p>
          <p>
            {choice && <>You have {choice === 'granted' ? 'accepted' : 'declined'} analytics. </>}
            <Link to={paths.privacy} className="font-semibold text-white underline underline-offset-4">
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="button" className={choiceButton} onClick={() => choose('granted')}>
            Accept
          </button>
          <button type="button" className={choiceButton} onClick={() => choose('denied')}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
