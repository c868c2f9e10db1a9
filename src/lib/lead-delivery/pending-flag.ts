/**
 * Whether any lead waits to be sent again: what every page asks once React has it (src/app/start.tsx), so it
 * is kept apart from the rest of kept-leads.ts and costs a page nothing else.
 */
export const PENDING_KEY = 'leads:pending';

/** One lookup, no parsing, when nothing is pending (the usual case). */
export function hasPendingLeads(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}
