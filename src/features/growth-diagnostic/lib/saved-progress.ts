import type { DraftAnswers } from './questions';

/** A finished diagnostic, kept so a reload shows the results instead of submitting again. */
export type DiagnosticResult = {
  analysis: string;
  offline: boolean;
  /** The address the visitor gave, if any. */
  email: string | null;
  /** A copy was queued for `email` (the results only say "sent" when it was). */
  emailed?: boolean;
};

export type SavedProgress = {
  /** The question on screen (0-6): a reload returns to it. Absent in progress saved before it was kept. */
  step?: number;
  answers: DraftAnswers;
  email: string;
  /** One id per diagnostic: a retry after a failure (or a reload) is stored once. */
  requestId: string;
  /** The row is in growth_diagnostics: a retry only asks for the analysis again. */
  stored?: boolean;
  result?: DiagnosticResult;
};

// Named after the page's address, and kept: a new name would drop every visitor's saved progress.
const KEY = 'growth-check:v1';

export function loadProgress(): SavedProgress | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SavedProgress) : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: SavedProgress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage blocked or full: the quiz still works, it just will not survive a reload.
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
