/**
 * Helpers for the crash test (promise 13): run the REAL server (`node --import tsx
 * src/server/main.ts`) as a child process on a loopback port, talk to it over HTTP, and kill it.
 * The child is `node` itself (not npm), so the PID killed is the server's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A free TCP port on 127.0.0.1 (listen on 0, read the port, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  /** `name=value` of the session cookie the response set, if any. */
  setCookie: string | null;
}

/** Raised for a request that got no HTTP answer (connection refused / reset by the kill). */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/** A tiny JSON client for one server; keep-alive sockets, at most `maxSockets` at a time. */
export function httpClient(port: number, maxSockets = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (opts: {
    method: string;
    path: string;
    body?: unknown;
    cookie?: string;
    timeoutMs?: number;
  }): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: opts.method,
          path: opts.path,
          agent,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(opts.cookie ? { cookie: opts.cookie } : {}),
          },
          timeout: opts.timeoutMs ?? 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => reject(new NoAnswerError(err.message)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              // keep the text
            }
            const cookie = (res.headers['set-cookie'] ?? [])
              .map((c) => c.split(';')[0]!)
              .find((c) => c.startsWith('cadence_session=') && c !== 'cadence_session=');
            resolve({ status: res.statusCode ?? 0, body, setCookie: cookie ?? null });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => reject(new NoAnswerError(err.message)));
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

export interface ServerChild {
  proc: ChildProcess;
  port: number;
  /** Everything the child wrote (stdout + stderr), for failure messages. */
  output(): string;
  /** Resolves once the process has exited (immediately when it already has). */
  exited(): Promise<void>;
}

/**
 * Starts the server with `env` on a free port and waits until GET /api/health answers 200.
 * @throws when the process exits first or health does not answer within `timeoutMs`.
 */
/**
 * With BENCH_CPU_PROF_DIR set (a folder), each server started here writes a V8 CPU profile
 * there when it exits (`--cpu-prof`): how the benches find where a server's time goes.
 */
function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 40_000,
): Promise<ServerChild> {
  const port = await freePort();
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (/^(DATABASE_URL|DATA_DIR|SMTP_URL|RECAPTCHA_|APP_URL|VITEST|TEST_)/.test(k)) continue;
    base[k] = v;
  }
  const proc = spawn(
    process.execPath,
    [...cpuProfileArgs(), '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...base,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DEMO_MODE: 'on',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (c: Buffer) => {
    log = (log + c.toString('utf8')).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
  const child: ServerChild = { proc, port, output: () => log, exited: () => exit };
  const client = httpClient(port, 1);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(
          `server exited (${proc.exitCode ?? proc.signalCode}) before health:\n${log}`,
        );
      }
      try {
        const res = await client.request({ method: 'GET', path: '/api/health', timeoutMs: 1000 });
        if (res.status === 200) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${log}`);
  } catch (err) {
    await killHard(child);
    throw err;
  } finally {
    client.close();
  }
}

/** SIGKILLs the server process itself (its own PID) and waits for it to be gone. */
export async function killHard(child: ServerChild): Promise<void> {
  if (child.proc.exitCode === null && child.proc.signalCode === null && child.proc.pid) {
    process.kill(child.proc.pid, 'SIGKILL');
  }
  await child.exited();
}

/** SIGTERM (graceful close), then SIGKILL if still running after `graceMs`. */
export async function stopGracefully(child: ServerChild, graceMs = 10_000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null || !child.proc.pid) return;
  process.kill(child.proc.pid, 'SIGTERM');
  const timer = setTimeout(() => void killHard(child), graceMs);
  await child.exited();
  clearTimeout(timer);
}
