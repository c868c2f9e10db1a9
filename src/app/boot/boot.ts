/**
 * The boot script: written into every page's <head> (server/inline-boot-script.ts), so it runs without a
 * request of its own, before the first paint. It does only what cannot wait for the site's scripts,
 * which follow the paint.
 */
import { captureVisit } from '@/lib/visit';
import { answerEarlyForms, settlePostedLead } from './early-forms';
import { loadScriptsAfterPaint } from './load-scripts-after-paint';

// The first page of the visit carries the campaign's UTM parameters, and is where the visit landed (booking
// passes both on): a visitor who follows a link before the scripts run still takes them along.
captureVisit(window.location);
// The page a lead the browser posted led to says what became of it, before anything sends it again.
settlePostedLead(window.location.pathname);
answerEarlyForms();
loadScriptsAfterPaint();
