/**
 * Set by the boot script (src/app/boot/early-forms.ts) on a lead form the browser is posting itself,
 * before React had the page: the browser is on its way to the thank-you page, so React sends nothing more
 * from that form (a press React hears meanwhile is the same submission). CSS shows its busy label.
 */
export const NATIVE_POST_ATTRIBUTE = 'data-sending';
