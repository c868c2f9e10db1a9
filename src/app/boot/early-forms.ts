import { formFields } from '../../../supabase/functions/_shared/form-fields.ts';
import { LEAD_NOT_SENT_PATH, LEAD_SENT_PATH } from '../../../supabase/functions/_shared/site-links.ts';
import {
  clearDraftSentAs,
  dropPending,
  keepPending,
  LEADS_FUNCTION,
  notePosted,
  saveDraft,
  takePosted,
} from '@/lib/lead-delivery/kept-leads';
import { DRAFT_KEY_ATTRIBUTE, NATIVE_POST_ATTRIBUTE } from '@/lib/native-post';
import { isShortcutKey } from '@/lib/shortcut-key';
import { leadOrigin } from '@/lib/visit';

/** React has the page (src/app/page-in-react.ts): from then on it answers alone. */
const reactHasThePage = () => document.documentElement.hasAttribute('data-hydrated');

/**
 * Keeps what the browser is about to post as the site's scripts would send it (src/lib/leads.ts), with the
 * same request id: should the post fail (refused, hung, its answer lost), React sends it again by itself,
 * from this page once it arrives or from any later page (src/lib/lead-delivery), and the form's page shows
 * it as its draft. The backend stores one lead per request id, so a post that did arrive is not doubled.
 */
function keepPost(form: HTMLFormElement, requestId: string): void {
  const fields = formFields(new FormData(form));
  keepPending({
    requestId,
    path: LEADS_FUNCTION,
    body: JSON.stringify({ ...fields, ...leadOrigin() }),
    since: Date.now(),
  });
  const draftKey = form.getAttribute(DRAFT_KEY_ATTRIBUTE);
  if (draftKey) saveDraft(draftKey, fields, requestId);
  notePosted(requestId);
}

/**
 * On the first page after the browser posted a lead, settles what keepPost kept: a thank-you page (the leads
 * function's answer) means the studio has it; /not-sent/<form> means it failed the form's checks and would be
 * refused again as it is, so only its draft stays, for the form to show; anything else (busy, failed, no
 * answer at all, another page) leaves it to be sent again by itself.
 */
export function settlePostedLead(path: string): void {
  const requestId = takePosted();
  if (!requestId) return;
  const [, page, , reason] = path.split('/');
  if (`/${page}` === LEAD_SENT_PATH) {
    dropPending(requestId);
    clearDraftSentAs(requestId);
  } else if (`/${page}` === LEAD_NOT_SENT_PATH && !reason) dropPending(requestId);
}

/**
 * A form sent before React has the page. A lead form is an ordinary form that posts to the leads function
 * (src/components/form/form-frame.tsx, LeadForm), and the browser posts it: this only gives the submission an
 * id of its own (the prerendered page has none), marks the form as posting, and lets a second press post
 * nothing more, so a double click is one lead; React, should it take the page over meanwhile, sends nothing
 * from that form either (useLeadForm). What it posts is kept until the backend has it (keepPost). A form without an `action` sends nothing: a press of the quiz's
 * Next waits for the scripts, as its answers do, and Enter in the catalogue's filter keeps the filter.
 */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (reactHasThePage() || !(form instanceof HTMLFormElement)) return;
  // A form with no address of its own has nothing the browser could send (the quiz, which needs the
  // scripts; the Labs catalogue's live filter, whose Enter would reload the page and drop the filter).
  if (!form.hasAttribute('action') || form.hasAttribute(NATIVE_POST_ATTRIBUTE)) {
    event.preventDefault();
    return;
  }
  const requestId = form.querySelector<HTMLInputElement>('input[name="request_id"]');
  if (!requestId) return;
  // Read by the browser after this event, when it builds the posted body; a second press keeps it.
  requestId.value ||= crypto.randomUUID();
  // Busy only if the browser posts it: a form React hydrated already (before the whole page is) sends it
  // by fetch itself, and says so itself.
  window.addEventListener(
    'submit',
    (sent) => {
      if (sent !== event || event.defaultPrevented) return;
      keepPost(form, requestId.value);
      form.setAttribute(NATIVE_POST_ATTRIBUTE, requestId.value);
      form.setAttribute('aria-busy', 'true');
    },
    { once: true },
  );
}

/**
 * What the browser posts carries the lead's source, as a scripted send does (src/lib/leads.ts): the page it
 * was sent from and the visit's campaign, as fields of their own (the leads function reads both shapes).
 */
function onFormData(event: FormDataEvent): void {
  const form = event.target;
  if (reactHasThePage() || !(form instanceof HTMLFormElement) || !form.hasAttribute(NATIVE_POST_ATTRIBUTE))
    return;
  const { page, utm } = leadOrigin();
  if (page) event.formData.set('page', page);
  for (const [name, value] of Object.entries(utm ?? {})) event.formData.set(name, value);
}

/** A number key answers the quiz as a tap would: it checks the option it names (`data-number-keys`). */
function onKeyDown(event: KeyboardEvent): void {
  if (reactHasThePage() || !/^[1-9]$/.test(event.key) || !isShortcutKey(event)) return;
  const option =
    document.querySelectorAll<HTMLInputElement>('[data-number-keys] input')[Number(event.key) - 1];
  if (!option) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  option.click();
}

/**
 * The page is the prerendered HTML and works as HTML before the scripts run: links navigate, menus open,
 * fields take text and choices, and lead forms post. Until React has the page, this answers what HTML
 * alone would not: a lead form sent twice, and the quiz's Next and number keys.
 */
export function answerEarlyForms(): void {
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('formdata', onFormData, true);
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('pageshow', onPageShow);
}

/**
 * Back to a page the browser kept whole (its back/forward cache) after posting a form: the post is over, so
 * the form is no longer busy, and a new submission gets a new id (the old one names a lead already sent).
 */
function onPageShow(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll(`form[${NATIVE_POST_ATTRIBUTE}]`)) {
    form.removeAttribute(NATIVE_POST_ATTRIBUTE);
    form.removeAttribute('aria-busy');
    const requestId = form.querySelector<HTMLInputElement>('input[name="request_id"]');
    if (requestId) requestId.value = '';
  }
}
