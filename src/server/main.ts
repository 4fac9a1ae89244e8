/**
 * Entry point (`node dist/server/main.js` in production, `tsx src/server/main.ts` in
 * development): reads `.env` when present, validates the configuration, opens the database
 * (applying migrations), builds the app and listens on HOST:PORT.
 *
 * Start-up never prints a stack trace: a bad configuration value, an unreachable or
 * malformed `DATABASE_URL`, a `DATA_DIR` that is not writable or is held by another process,
 * a port in use or a `HOST` that is not this machine's each end the process with exit code 1
 * and one line per problem, naming the variable and what to change.
 *
 * Shutdown (SIGTERM, SIGINT): stop accepting connections, let in-flight requests finish (at
 * most `SHUTDOWN_TIMEOUT_SECONDS`, then their connections are closed), let the mail worker
 * finish its current message and release its claims, stop the timers, close the database,
 * write the log lines still gathered, exit 0. A second signal, or twice the timeout, exits at
 * once with code 1.
 *
 * Log lines (the access log's one per request among them) go to standard output through
 * pino's asynchronous destination, in batches (`http/log-destination.ts`, decision 34); any
 * other exit writes what is gathered synchronously.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, readDotEnv, type AppConfig } from './env';
import { createLogDestination, type LogDestination } from './http/log-destination';

/** Ends the start with one line (or the ConfigError's lines) and exit code 1. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The one line for an error thrown while listening (`EADDRINUSE`, `EADDRNOTAVAIL`, …). */
function listenErrorLine(err: NodeJS.ErrnoException, config: AppConfig): string {
  switch (err.code) {
    case 'EADDRINUSE':
      return `PORT ${config.port} is already in use on ${config.host}; stop the other process or set another PORT`;
    case 'EACCES':
      return `PORT ${config.port} needs privileges on ${config.host}; use a port from 1024 or set HOST/PORT`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${config.host} is not an address of this machine; use 127.0.0.1, 0.0.0.0 or one of its addresses`;
    default:
      return `Cadence could not listen on ${config.host}:${config.port} (${err.message})`;
  }
}

function installShutdown(app: FastifyInstance, timeoutSeconds: number, log: LogDestination): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down (in-flight requests have ${timeoutSeconds} s)`);
    const graceMs = timeoutSeconds * 1000;
    // Requests still running after the grace period lose their connections; the close goes on.
    const drain = setTimeout(() => app.server.closeAllConnections(), graceMs);
    const hard = setTimeout(() => {
      console.error(`Shutdown took longer than ${2 * timeoutSeconds} s; exiting`);
      process.exit(1);
    }, 2 * graceMs);
    drain.unref();
    hard.unref();
    app
      .close()
      .then(() => log.flush())
      .then(
        () => {
          clearTimeout(drain);
          clearTimeout(hard);
          process.exit(0);
        },
        (err: Error) => {
          console.error(`Shutdown failed: ${err.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Binds HOST:PORT for a moment and lets go, so a port in use or a HOST that is not this
 * machine's is reported in one line before the database is opened (seconds earlier). The real
 * listen still handles a port taken in between.
 * @throws the listen error (`EADDRINUSE`, `EADDRNOTAVAIL`, …).
 */
function probeListen(config: AppConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

async function main(): Promise<void> {
  readDotEnv();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (config.port !== 0) {
    await probeListen(config).catch((err: NodeJS.ErrnoException) =>
      fail(listenErrorLine(err, config)),
    );
  }
  // The app, the database drivers and their error classes are loaded once the configuration
  // is known to be valid, so a bad value is reported without loading them (a fraction of a
  // second instead of several).
  const [{ buildApp }, { notesKey }, { DatabaseUnavailableError }, dataDirLock] = await Promise.all(
    [
      import('./app'),
      import('./http/secrets'),
      import('./db/client'),
      import('./db/data-dir-lock'),
    ],
  );
  const { DataDirLockedError, DataDirUnusableError } = dataDirLock;
  const log = createLogDestination();
  process.on('exit', () => log.closeSync());
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, logger: { stream: log.stream } });
  } catch (err) {
    if (
      err instanceof DatabaseUnavailableError ||
      err instanceof DataDirLockedError ||
      err instanceof DataDirUnusableError
    ) {
      fail(err.message);
    }
    fail(`Cadence could not start: ${(err as Error).message}`);
  }
  try {
    notesKey(config); // creates DATA_DIR/notes.key on the first start without NOTES_KEY
  } catch (err) {
    await app.close().catch(() => {});
    fail(`NOTES_KEY is not set and ${(err as Error).message}; set NOTES_KEY or remove the file`);
  }
  installShutdown(app, config.shutdownTimeoutSeconds, log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    fail(listenErrorLine(err as NodeJS.ErrnoException, config));
  }
  if (!config.smtpUrl)
    app.log.info('SMTP_URL is not set: e-mail stays in the outbox (email_outbox table)');
}

main().catch((err: Error) => fail(`Cadence could not start: ${err.message}`));
