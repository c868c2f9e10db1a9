import { isChunkLoadError, mayReloadForNewBuild, reloadForNewBuild } from './app/stale-build';
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
  try {
    await import('react-dom/client');
    await nextTask();
    return await import('./app/start');
  } catch (error) {
    // A file of an older build, which the host no longer has (a deploy since this HTML was served): the
    // page stays as it is, holding what the visitor sends, and one reload brings the new build.
    if (!isChunkLoadError(error) || !mayReloadForNewBuild()) throw error;
    reloadForNewBuild();
    return undefined;
  }
}
