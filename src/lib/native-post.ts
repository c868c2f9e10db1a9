/**
 * Set by the boot script (src/app/boot/early-forms.ts) on a lead form the browser is posting itself,
 * before React had the page: the browser is on its way to the thank-you page, so React sends nothing more
 * from that form (a press React hears meanwhile is the same submission). CSS shows its busy label. Its value
 * is the submission's request id, which the form's page follows should the post hang (useLeadForm).
 */
export const NATIVE_POST_ATTRIBUTE = 'data-sending';

/**
 * LeadForm's attribute naming the form's draft in the browser (useLeadForm's `draftKey`), so the boot script
 * keeps what it posts where the form's page shows it again.
 */
export const DRAFT_KEY_ATTRIBUTE = 'data-draft-key';
