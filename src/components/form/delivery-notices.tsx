import type { ReactNode, RefObject } from 'react';
import { site } from '@/config/site';
import { deliveryMessages } from './delivery-messages';
import type { FailureKind, FormStatus } from './use-lead-form';

/**
 * The failure banner: the form stays as it was, ready to send again. With `bannerRef` it is focusable, so
 * the form can bring it into view and focus it (it may sit far above the button that was pressed).
 */
export function FormBanner({
  children,
  bannerRef,
}: {
  children: ReactNode;
  bannerRef?: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p
      ref={bannerRef}
      tabIndex={bannerRef ? -1 : undefined}
      role="alert"
      className="mb-6 rounded-xl border border-rose-300 bg-rose-50 p-4 font-medium text-rose-800 outline-none focus-visible:ring-2 focus-visible:ring-rose-600"
    >
      {children}
    </p>
  );
}

/** The words of a kept lead, with the studio's address as another way to reach it. */
export function KeptMessage({ failure }: { failure: FailureKind }) {
  return (
    <>
      {failure === 'rate-limited' ? deliveryMessages.keptRateLimited : deliveryMessages.kept}{' '}
      {deliveryMessages.otherWay}{' '}
      <a href={`mailto:${site.email}`} className="font-semibold underline">
        {site.email}
      </a>
      .
    </>
  );
}

/**
 * The banner above a form whose lead was refused (`refusal`: the form's own words, "Please try again") or
 * is kept to be sent later; nothing otherwise. It takes focus through `bannerRef` (useLeadForm).
 */
export function DeliveryBanner({
  status,
  failure,
  refusal,
  bannerRef,
}: {
  status: FormStatus;
  failure: FailureKind;
  refusal: string;
  bannerRef: RefObject<HTMLParagraphElement | null>;
}) {
  if (status === 'error') return <FormBanner bannerRef={bannerRef}>{refusal}</FormBanner>;
  if (status === 'kept')
    return (
      <FormBanner bannerRef={bannerRef}>
        <KeptMessage failure={failure} />
      </FormBanner>
    );
  return null;
}

/**
 * Said while the button reads "Sending..." and an attempt has failed: the visitor knows why it takes long.
 * Always rendered (empty and without height otherwise), so screen readers announce the words when they
 * appear.
 */
export function RetryingNotice({
  retrying,
  className = 'mt-3 text-slate-700',
}: {
  retrying: boolean;
  className?: string;
}) {
  return (
    <p role="status" className={retrying ? `text-sm ${className}` : undefined}>
      {retrying ? deliveryMessages.retrying : ''}
    </p>
  );
}
