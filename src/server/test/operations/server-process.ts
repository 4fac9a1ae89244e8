/**
 * Test helper (imported by tests only): runs the real server entry (`src/server/main.ts`
 * through tsx) as a child process that is expected to stop by itself, and returns its exit
 * code, its output and how long it ran. For the start-up refusals (bad configuration, a held
 * `DATA_DIR`); `test/security/crash-server.ts` starts servers that keep running.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ExitedServer {
  /** Exit code, or null when killed after `timeoutMs`. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds from spawn to exit. */
  ms: number;
}

/** The environment of this process without what the tests set for themselves. */
export function cleanEnv(): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (/^(DATABASE_URL|DATA_DIR|SMTP_URL|RECAPTCHA_|APP_URL|VITEST|TEST_|NODE_OPTIONS)/.test(k))
      continue;
    base[k] = v;
  }
  return base;
}

/**
 * Spawns the server with `env` (on top of a clean environment) in the working directory `cwd`
 * (default: the repository) and waits for it to exit.
 */
export function runServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
  cwd = repoRoot,
): Promise<ExitedServer> {
  const started = Date.now();
  const main = path.join(repoRoot, 'src/server/main.ts');
  // tsx by path: `--import tsx` would resolve the package from `cwd`.
  const tsx = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const proc = spawn(process.execPath, ['--import', tsx, main], {
    cwd,
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    proc.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}
