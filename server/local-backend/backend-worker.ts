/**
 * The local backend's own thread (started by isolated-backend.ts): PGlite runs statements on the thread
 * that calls it and has no working statement_timeout, so a costly statement here holds this thread only,
 * never the dev or preview server's, which keeps serving pages and can end this thread.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData, type TransferListItem } from 'node:worker_threads';
import { LocalBackend } from './backend.ts';
import { openDatabase } from './database.ts';
import { mailboxMessages } from './mailbox.ts';
import type { FromWorker, ToWorker, WorkerOptions } from './worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('backend-worker.ts runs as a worker thread (see isolated-backend.ts).');
const post = (message: FromWorker) => port.postMessage(message);
const options = workerData as WorkerOptions;

const db = await openDatabase(
  options.snapshot
    ? { loadDataDir: new Blob([await readFile(options.snapshot)]) }
    : { dataDir: options.dataDir, reset: options.reset, log: (line) => post({ type: 'log', line }) },
);

// Which request each transaction belongs to, said before it runs: should one hold the thread, the server
// knows whose it is (the others are sent again to the next thread).
const requestId = new AsyncLocalStorage<number>();
const transaction = db.transaction.bind(db);
db.transaction = (work) => {
  post({ type: 'database', id: requestId.getStore() });
  return transaction(work);
};

const backend = await LocalBackend.create(db);
if (Object.keys(options.secrets).length) backend.setSecrets(options.secrets);

// A heartbeat the server reads in shared memory: it ends this thread when the count stops for longer than a
// statement may run.
const beats = new Int32Array(options.heartbeat);
setInterval(() => Atomics.add(beats, 0, 1), options.heartbeatMs);
post({ type: 'ready' });

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'fetch': {
      const { id, request, client } = message;
      void requestId
        .run(id, () =>
          backend.fetch(
            new Request(request.url, {
              method: request.method,
              headers: request.headers,
              body: request.body,
            }),
            client,
          ),
        )
        // A streamed answer moves to the server's thread and is read there as it is written.
        .then((response) =>
          port.postMessage(
            { type: 'response', id, response } satisfies FromWorker,
            response.stream ? [response.stream as unknown as TransferListItem] : [],
          ),
        );
      return;
    }
    case 'mailbox':
      void mailboxMessages(backend).then(
        (messages) => post({ type: 'mailbox', id: message.id, messages }),
        (error: unknown) => post({ type: 'mailbox', id: message.id, error: String(error) }),
      );
      return;
    case 'retry-outbox':
      void backend.retryOutbox();
      return;
    case 'secrets':
      post({ type: 'secrets', id: message.id, names: backend.setSecrets(message.changes) });
      return;
    case 'close':
      // A drain still sending finishes before the database closes.
      void backend.lastDrain
        .finally(() => db.close())
        .finally(() => {
          post({ type: 'closed' });
          port.close();
          process.exit(0);
        });
  }
});
