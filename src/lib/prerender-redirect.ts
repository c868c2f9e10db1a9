/**
 * Thrown by a page's build-time read when, as the data stands, the page is another page's: the build
 * writes a temporary (302) host rule and a redirect page instead (scripts/prerender.ts).
 */
export class PrerenderRedirect extends Error {
  constructor(readonly location: string) {
    super(`Redirects to ${location}`);
    this.name = 'PrerenderRedirect';
  }
}
