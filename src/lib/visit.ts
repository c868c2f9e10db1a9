import { cleanPage, cleanUtm, type Utm } from '../../supabase/functions/_shared/lead-origin.ts';

/**
 * What this browser session has told the site, kept in sessionStorage (gone when the tab closes): the UTM
 * parameters of the visit's first page, and the name and email the visitor gave in a form. The booking
 * page passes both on to the scheduling service, so nobody types their email twice.
 */
export type { Utm };
export type Visitor = { name?: string; email?: string };

const UTM_STORAGE = 'visit:utm';
const LANDING_STORAGE = 'visit:landing';
const VISITOR_STORAGE = 'visit:visitor';

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined; // Storage blocked (privacy settings) or not a browser: nothing remembered.
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the visit simply is not remembered.
  }
}

/**
 * Records the first page of the visit: its UTM parameters and its path (where the visit landed), cleaned
 * so that no link can cost a lead; later pages never overwrite them.
 */
export function captureVisit({ pathname, search }: { pathname: string; search: string }): void {
  if (read<Utm>(UTM_STORAGE)) return;
  write(UTM_STORAGE, cleanUtm(Object.fromEntries(new URLSearchParams(search))) ?? {});
  write(LANDING_STORAGE, cleanPage(pathname));
}

/** The page the visit landed on (a booked call's origin in the owner's inbox). */
export function visitLandingPage(): string | undefined {
  return read<string | null>(LANDING_STORAGE) ?? undefined;
}

export function visitUtm(): Utm {
  return read<Utm>(UTM_STORAGE) ?? {};
}

/** Where a lead came from, for the owner's inbox (public.leads): the form's page and the visit's UTM. */
export function leadOrigin(): { page?: string; utm?: Utm } {
  const utm = visitUtm();
  const page = cleanPage(window.location.pathname);
  return { ...(page && { page }), ...(Object.keys(utm).length ? { utm } : {}) };
}

/** Remembers what the visitor told a form, for prefilling the scheduler later in the session. */
export function rememberVisitor(details: Visitor): void {
  const known = read<Visitor>(VISITOR_STORAGE) ?? {};
  write(VISITOR_STORAGE, {
    ...known,
    ...(details.name?.trim() && { name: details.name.trim() }),
    ...(details.email?.trim() && { email: details.email.trim() }),
  });
}

export function visitor(): Visitor {
  return read<Visitor>(VISITOR_STORAGE) ?? {};
}
