/**
 * A Sentry DSN, `https://<public key>@<ingest host>/<project id>`: the address the browser SDK sends errors
 * to. It is public by design (every visitor's browser needs it). From it follow the origin the
 * Content-Security-Policy must let the browser reach, and the project's endpoint for CSP violation
 * reports (Sentry's "Security Headers" endpoint), so those can go to the same place.
 */
export type SentryDsn = { origin: string; publicKey: string; projectId: string };

export function parseSentryDsn(dsn: string): SentryDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const projectId = /^\/(?:[^/]+\/)*(\d+)$/.exec(url.pathname)?.[1];
  if (!/^https?:$/.test(url.protocol) || !url.username || url.password || !projectId) return undefined;
  return { origin: url.origin, publicKey: url.username, projectId };
}

/** Sentry's endpoint for `report-uri` / `report-to`. */
export function sentryCspReportUrl(dsn: SentryDsn): string {
  const path = `/api/${dsn.projectId}/security/?sentry_key=${encodeURIComponent(dsn.publicKey)}`;
  return dsn.origin + path;
}
