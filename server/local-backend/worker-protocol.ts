import type { BackendResponse, Client } from './backend.ts';
import type { MailboxMessage } from './mailbox.ts';

/** What the server hands the backend's thread when it starts it. */
export type WorkerOptions = {
  dataDir?: string;
  reset?: boolean;
  /** Tests: a dump of a seeded database (tests/setup/database-snapshot.ts) to start from, in memory. */
  snapshot?: string;
  heartbeatMs: number;
  /** One counter the thread raises every `heartbeatMs`, read by the server without a message queue. */
  heartbeat: SharedArrayBuffer;
  /** The functions' secrets set since the server started (a restarted thread keeps them). */
  secrets: Record<string, string>;
};

/** A Fetch API request, as plain data that crosses threads. */
export type SerializedRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body?: Uint8Array<ArrayBuffer>;
};

export type ToWorker =
  | { type: 'fetch'; id: number; request: SerializedRequest; client: Client }
  | { type: 'mailbox'; id: number }
  | { type: 'retry-outbox' }
  | { type: 'secrets'; id: number; changes: Record<string, string | null> }
  | { type: 'close' };

export type FromWorker =
  | { type: 'log'; line: string }
  | { type: 'ready' }
  /** A transaction is about to run, for this request (none: the backend's own work, the mailbox). */
  | { type: 'database'; id: number | undefined }
  | { type: 'response'; id: number; response: BackendResponse }
  | { type: 'mailbox'; id: number; messages?: MailboxMessage[]; error?: string }
  | { type: 'secrets'; id: number; names: string[] }
  | { type: 'closed' };
