import { failedFile, isChunkLoadError, reloadIfBuildIsGone } from './app/stale-build';
import { watchForLeaving } from './lib/page-leaving';
import { startAnalytics } from './lib/analytics';
import { startErrorReporting } from './lib/error-reporting';
import './styles.css';

/** A new task: whatever the visitor did meanwhile is handled before the next piece runs. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/*
 * The site's scripts. The boot script inline in each page (app/boot/boot.ts) asks for this entry once the
 * page has painted, or at the visitor's first touch (ADR 0017). Consent mode's defaults (all
 * denied) go into dataLayer before anything else can reach Google's tag, and errors from here on reach the
 * error service when one is configured; then React takes the page over.
 * React, then the router and the site, are evaluated each in a task of its own: as one module graph they
 * were one task of 70-80 ms on a slow phone, during which a tap waited.
 */
startErrorReporting();
startAnalytics();
void loadInSteps().then((site) => site?.start());

async function loadInSteps() {
  const leaving = watchForLeaving();
  try {
    await import('react-dom/client');
    await nextTask();
    return await import('./app/start');
  } catch (error) {
    // A file of an older build (a deploy since this HTML was served) is mended by one reload; a download
    // dropped as the visitor leaves, or lost on the way, is nobody's error: the page stays as HTML.
    if (!isChunkLoadError(error)) throw error;
    const check = await reloadIfBuildIsGone(failedFile(error), leaving.left);
    if (check === 'reloaded-recently') throw error;
    return undefined;
  } finally {
    leaving.stop();
  }
}
