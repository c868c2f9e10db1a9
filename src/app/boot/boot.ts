/**
 * The boot script: written into every page's <head> (server/inline-boot-script.ts), so it runs without a
 * request of its own, before the first paint. It does only what cannot wait for the site's scripts,
 * which follow the paint.
 */
import { captureUtm } from '@/lib/visit';
import { answerEarlyForms } from './early-forms';
import { loadScriptsAfterPaint } from './load-scripts-after-paint';

// The first page of the visit carries the campaign's UTM parameters (booking passes them on): a visitor
// who follows a link before the scripts run still takes them along.
captureUtm(window.location.search);
answerEarlyForms();
loadScriptsAfterPaint();
