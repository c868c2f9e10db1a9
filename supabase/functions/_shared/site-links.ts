/** Addresses on the site that emails link to; the site imports them from here too, so both agree. */
export const PLAYBOOK_PDF_PATH = '/downloads/growth-experiment-framework.pdf';
export const PLAYBOOK_FRAMEWORK_PATH = '/growth-playbook/framework';
export const BOOK_CALL_PATH = '/book-call';
/** The newsletter's confirmation and unsubscribe links land on these pages, which act when asked to. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Where the leads function sends a form posted without scripts: `/thank-you/<form>`, `/not-sent/<form>`. */
export const LEAD_SENT_PATH = '/thank-you';
export const LEAD_NOT_SENT_PATH = '/not-sent';
