/**
 * Where the server's log lines go in production (`main.ts`; decision 34): pino's own
 * asynchronous destination (sonic-boom) on a file descriptor, standard output by default.
 * Lines (the access log's one per request, newline-delimited JSON) are gathered in memory and
 * written in batches of at least `minLength` bytes, so a request costs no `write` system call
 * of its own; a timer writes what is gathered every `flushMs` ms, so a quiet server's lines
 * still appear within that time. `flush()` resolves once every line gathered so far is written:
 * `main.ts` awaits it at the end of a graceful shutdown (SIGTERM, SIGINT), so no line is lost
 * on a normal stop; `closeSync()` writes what is left synchronously when the process exits any
 * other way (a start-up failure). A crash (SIGKILL, power loss) loses at most the lines of the
 * last `flushMs` ms.
 */
import pino from 'pino';

type SonicBoom = ReturnType<typeof pino.destination>;

/** What `createLogDestination` returns: the stream for Fastify's logger and its close. */
export interface LogDestination {
  /** The writable stream of log lines (pino's asynchronous destination, a sonic-boom). */
  stream: SonicBoom;
  /** Resolves once every line gathered so far is written (never rejects: a failed write is dropped). */
  flush(): Promise<void>;
  /** Stops the timer and writes every gathered line synchronously (for `process.on('exit')`). */
  closeSync(): void;
}

/**
 * Opens the batched destination on `fd` (default 1, standard output).
 * @param options.minLength bytes gathered before a write (default 4096; 0 writes each line;
 *   sonic-boom refuses 16 KiB or more).
 * @param options.flushMs the longest a line waits in memory, in ms (default 1000).
 */
export function createLogDestination(
  options: { fd?: number; minLength?: number; flushMs?: number } = {},
): LogDestination {
  const stream = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    minLength: options.minLength ?? 4096,
  });
  const timer = setInterval(() => stream.flush(), options.flushMs ?? 1000);
  timer.unref();
  return {
    stream,
    flush: () => new Promise((resolve) => stream.flush(() => resolve())),
    closeSync() {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // Nothing more can be done for a log line while the process ends.
      }
    },
  };
}
