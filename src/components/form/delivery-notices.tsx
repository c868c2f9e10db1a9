import type { ReactNode, RefObject } from 'react';
import { TextButton } from '@/components/ui/filter-controls';
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
  margin = 'mb-6',
}: {
  children: ReactNode;
  bannerRef?: RefObject<HTMLParagraphElement | null>;
  /** Above a form (the default) or, where the banner goes under it, the space above it. */
  margin?: string;
}) {
  return (
    <p
      ref={bannerRef}
      tabIndex={bannerRef ? -1 : undefined}
      role="alert"
      className={`${margin} rounded-xl border border-rose-300 bg-rose-50 p-4 font-medium text-rose-800 outline-none focus-visible:ring-2 focus-visible:ring-rose-600`}
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
  margin,
}: {
  status: FormStatus;
  failure: FailureKind;
  refusal: string;
  bannerRef: RefObject<HTMLParagraphElement | null>;
  margin?: string;
}) {
  if (status === 'error')
    return (
      <FormBanner bannerRef={bannerRef} margin={margin}>
        {refusal}
      </FormBanner>
    );
  if (status === 'kept')
    return (
      <FormBanner bannerRef={bannerRef} margin={margin}>
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

/**
 * Above a form showing a draft kept from an earlier visit: says where it came from, and clears it (a shared
 * computer). Not while that draft is being sent: it is a lead then.
 */
export function KeptDraftNote({
  form,
}: {
  form: { restored: boolean; status: FormStatus; discardDraft: () => void };
}) {
  if (!form.restored || (form.status !== 'editing' && form.status !== 'error')) return null;
  return (
    <p className="mb-6 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-600">
      {deliveryMessages.draftKept}
      <TextButton
        onClick={(event) => {
          // The note goes with the draft: focus moves to the form's first field rather than to nowhere.
          event.currentTarget
            .closest('form')
            ?.querySelector<HTMLElement>('input:not([type="hidden"], [tabindex="-1"]), textarea')
            ?.focus();
          form.discardDraft();
        }}
      >
        {deliveryMessages.clearDraft}
      </TextButton>
    </p>
  );
}
