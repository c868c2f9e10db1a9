import { start } from './app/start';
import { startAnalytics } from './lib/analytics';
import './styles.css';

/*
 * The site's scripts. The boot script inline in each page (app/boot/boot.ts) asks for this entry once the
 * page has painted and loaded, or at the visitor's first touch (docs/performance.md). Consent mode's
 * defaults (all denied) go into dataLayer before anything else can reach Google's tag; then React
 * takes the page over.
 */
startAnalytics();
void start();
