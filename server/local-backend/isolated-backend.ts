import { Worker } from 'node:worker_threads';
import type { BackendResponse, Client } from './backend.ts';
import type { MailboxMessage } from './mailbox.ts';
import type { FromWorker, ToWorker, WorkerOptions } from './worker-protocol.ts';

/**
 * How long one request may hold the database: the local stand-in for `statement_timeout`, which PGlite
 * cannot enforce (a statement runs to its end on the thread that calls it). Far above what any of the
 * site's own requests take (milliseconds), short enough that nobody waits on a stuck one for long.
 */
export const STATEMENT_BUDGET_MS = 5_000;

const HEARTBEAT_MS = 250;

type BackendThreadOptions = Omit<WorkerOptions, 'heartbeatMs' | 'heartbeat' | 'secrets'> & {
  log: (line: string) => void;
  /** Tests shorten it. */
  budgetMs?: number;
};

type FetchMessage = Extract<ToWorker, { type: 'fetch' }>;
type PendingFetch = { message: FetchMessage; resolve: (response: BackendResponse) => void; used: boolean };
type PendingMailbox = { resolve: (messages: MailboxMessage[]) => void; reject: (error: Error) => void };

const errorBody = (status: number, code: string, message: string, hint: string): BackendResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code, message, details: null, hint }),
});

/** What PostgREST answers for a statement that ran over `statement_timeout`. */
const statementTimeout = (budgetMs: number) =>
  errorBody(
    500,
    '57014',
    'canceling statement due to statement timeout',
    `The local backend ends a request that holds the database over ${budgetMs / 1000} s.`,
  );

/**
 * The local backend on a thread of its own (backend-worker.ts), for the dev and preview servers: a costly
 * request (a regular expression over every article, say) holds that thread only, so static pages keep being
 * served; and a request that holds the database past the budget is ended by ending the thread, which
 * starts again on the same data folder (what a transaction had not committed is gone, as on a cancel).
 * Requests that were waiting their turn are sent to the new thread.
 */
export class IsolatedBackend {
  private worker!: Worker;
  private live = false;
  private failure: Error | undefined;
  /** The thread's heartbeat count, and when this thread last saw it change. */
  private beats!: Int32Array;
  private lastCount = 0;
  private lastBeat = 0;
  /** The request whose transaction runs now (undefined: the backend's own work). */
  private holder: number | undefined;
  private nextId = 1;
  private readonly fetches = new Map<number, PendingFetch>();
  private readonly mailboxReads = new Map<number, PendingMailbox>();
  private readonly secretChanges = new Map<number, (names: string[]) => void>();
  /** The functions' secrets set so far, handed to every thread this server starts. */
  private readonly secrets: Record<string, string> = {};
  private readonly watchdog: NodeJS.Timeout;
  private closed: Promise<void> | undefined;
  /** Resolves once the first thread has opened the database (or rejects with why it could not). */
  readonly started: Promise<void>;

  private readonly options: BackendThreadOptions;
  private readonly budgetMs: number;

  constructor(options: BackendThreadOptions) {
    this.options = options;
    this.budgetMs = options.budgetMs ?? STATEMENT_BUDGET_MS;
    this.started = this.start(options.reset ?? false);
    this.started.catch(() => undefined);
    this.watchdog = setInterval(() => {
      // Read from shared memory, so a pause of this thread (a busy machine) never looks like a stuck one.
      const count = Atomics.load(this.beats, 0);
      if (count !== this.lastCount) {
        this.lastCount = count;
        this.lastBeat = Date.now();
      }
      if (this.live && !this.closed && Date.now() - this.lastBeat > this.budgetMs) {
        this.restart(`a request held the database over ${this.budgetMs / 1000} s; it was ended`);
      }
    }, HEARTBEAT_MS);
    this.watchdog.unref();
  }

  private start(reset: boolean): Promise<void> {
    const { dataDir, snapshot } = this.options;
    const heartbeat = new SharedArrayBuffer(4);
    this.beats = new Int32Array(heartbeat);
    this.lastCount = 0;
    const workerData: WorkerOptions = {
      dataDir,
      snapshot,
      reset,
      heartbeatMs: HEARTBEAT_MS,
      heartbeat,
      secrets: this.secrets,
    };
    const worker = new Worker(new URL('./backend-worker.ts', import.meta.url), { workerData });
    this.worker = worker;
    this.live = false;
    this.holder = undefined;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (worker !== this.worker) return;
        if (message.type === 'ready') {
          this.live = true;
          this.lastBeat = Date.now();
          resolve();
        } else this.receive(message);
      });
      const stopped = (error: Error) => {
        if (worker !== this.worker || this.closed) return;
        if (!this.live) {
          // Nothing to restart: the database could not open. Every request says why.
          this.failure = error;
          this.answerAll(() =>
            errorBody(500, 'LOCAL500', `Local backend failed to start: ${error.message}`, ''),
          );
          reject(error);
        } else this.restart(`it stopped (${error.message})`);
      };
      worker.on('error', stopped);
      worker.on('exit', (code) => stopped(new Error(`the database thread exited with code ${code}`)));
    });
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'log':
        return this.options.log(message.line);
      case 'database': {
        this.holder = message.id;
        const pending = message.id === undefined ? undefined : this.fetches.get(message.id);
        if (pending) pending.used = true;
        return;
      }
      case 'response':
        this.fetches.get(message.id)?.resolve(message.response);
        this.fetches.delete(message.id);
        return;
      case 'secrets':
        this.secretChanges.get(message.id)?.(message.names);
        this.secretChanges.delete(message.id);
        return;
      case 'mailbox': {
        const pending = this.mailboxReads.get(message.id);
        this.mailboxReads.delete(message.id);
        if (message.messages) pending?.resolve(message.messages);
        else pending?.reject(new Error(message.error));
      }
    }
  }

  /** Ends the thread and starts another; the request that held the database is answered with a timeout. */
  private restart(reason: string): void {
    const stuck = this.holder;
    void this.worker.terminate();
    this.options.log(`Local backend: ${reason}; restarting the database thread.`);
    this.start(false).catch(() => undefined);
    for (const [id, pending] of this.fetches) {
      if (id === stuck) pending.resolve(statementTimeout(this.budgetMs));
      else if (pending.used)
        // Its transaction ended before the thread did; only its answer is lost.
        pending.resolve(
          errorBody(503, 'LOCAL503', 'The local backend restarted before answering', 'Read again to check.'),
        );
      else {
        // It had not reached the database: the new thread answers it (it takes messages once it is ready).
        this.worker.postMessage(pending.message);
        continue;
      }
      this.fetches.delete(id);
    }
    for (const id of this.mailboxReads.keys())
      this.worker.postMessage({ type: 'mailbox', id } satisfies ToWorker);
    // The new thread started with every secret set so far.
    this.secretChanges.forEach((resolve) => resolve(Object.keys(this.secrets).sort()));
    this.secretChanges.clear();
  }

  private answerAll(response: () => BackendResponse): void {
    this.fetches.forEach((pending) => pending.resolve(response()));
    this.fetches.clear();
    this.mailboxReads.forEach((pending) => pending.reject(this.failure ?? new Error('closed')));
    this.mailboxReads.clear();
  }

  async fetch(request: Request, client: Client): Promise<BackendResponse> {
    const body = new Uint8Array(await request.arrayBuffer());
    const message: FetchMessage = {
      type: 'fetch',
      id: this.nextId++,
      request: {
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        body: body.length ? body : undefined,
      },
      client,
    };
    if (this.failure)
      return errorBody(500, 'LOCAL500', `Local backend failed to start: ${this.failure.message}`, '');
    return new Promise((resolve) => {
      this.fetches.set(message.id, { message, resolve, used: false });
      this.worker.postMessage(message);
    });
  }

  mailboxMessages(): Promise<MailboxMessage[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.mailboxReads.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'mailbox', id } satisfies ToWorker);
    });
  }

  /** Sets (or, with null, unsets) the functions' secrets; resolves with the names set (secrets.ts). */
  setSecrets(changes: Record<string, string | null>): Promise<string[]> {
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete this.secrets[name];
      else this.secrets[name] = value;
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.secretChanges.set(id, resolve);
      this.worker.postMessage({ type: 'secrets', id, changes } satisfies ToWorker);
    });
  }

  /** The local stand-in for the hosted schedule that retries emails. */
  retryOutbox(): void {
    this.worker.postMessage({ type: 'retry-outbox' } satisfies ToWorker);
  }

  /** Lets a drain still sending finish, then closes the database (ends the thread if it does not). */
  close(): Promise<void> {
    clearInterval(this.watchdog);
    this.closed ??= new Promise<void>((resolve) => {
      const worker = this.worker;
      const timer = setTimeout(() => void worker.terminate(), 10_000);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.postMessage({ type: 'close' } satisfies ToWorker);
    });
    return this.closed;
  }
}
