/**
 * The visitor's analytics choice, remembered in localStorage with the version of the policy it answered.
 * Raise the version when what analytics collects changes: every stored choice then counts as none, and
 * the banner asks again. Version 2 added the Core Web Vitals (how fast each page was for the visitor).
 */
export const CONSENT_POLICY_VERSION = 2;
export const CONSENT_STORAGE_KEY = 'analytics-consent';

export type ConsentChoice = 'granted' | 'denied';
type StoredConsent = { version: number; choice: ConsentChoice; decidedAt: string };

/** What the banner needs: the choice, and whether the visitor reopened it from "Cookie settings". */
export type ConsentState = { choice: ConsentChoice | undefined; reopened: boolean };

function readStored(): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    if (stored?.version !== CONSENT_POLICY_VERSION) return undefined;
    return stored.choice === 'granted' || stored.choice === 'denied' ? stored.choice : undefined;
  } catch {
    return undefined; // Storage blocked or a malformed value: no choice yet.
  }
}

function writeStored(choice: ConsentChoice): void {
  const stored: StoredConsent = {
    version: CONSENT_POLICY_VERSION,
    choice,
    decidedAt: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choice holds for this page only, and the banner asks again next time.
  }
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

/** The current choice and banner state (components read it through `useConsentState`). */
export function readConsentState(): ConsentState {
  state ??= { choice: readStored(), reopened: false };
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A choice made in another tab applies here too (a decline there stops this tab's analytics). */
function onStorage(event: StorageEvent): void {
  if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
  const choice = readStored();
  if (choice !== readConsentState().choice) update({ ...readConsentState(), choice });
}

export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function readConsent(): ConsentChoice | undefined {
  return readConsentState().choice;
}

export function chooseConsent(choice: ConsentChoice): void {
  writeStored(choice);
  update({ choice, reopened: false });
}

/** "Cookie settings": shows the banner again, whatever was chosen. */
export function reopenConsentChoice(): void {
  update({ ...readConsentState(), reopened: true });
}
