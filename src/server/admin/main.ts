/**
 * Entry of `npm run admin -- <command> [args]` (bundled to `dist/server/admin.js`): reads `.env`,
 * runs the command through `runAdmin` and exits with its code. Never prints a stack trace.
 */
import { readDotEnv } from '../env';
import { runAdmin, type AdminStreams } from './dispatch';
import { errorLine } from './lines';

const streams: AdminStreams = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

async function main(): Promise<number> {
  try {
    readDotEnv();
    return await runAdmin(process.argv.slice(2), process.env, streams);
  } catch (err) {
    streams.err(`npm run admin: ${errorLine(err)}`);
    return 1;
  }
}

void main().then((code) => {
  process.exitCode = code;
  // Exits even if a library left a handle open (a socket, a timer); the timer itself does not
  // keep the process alive.
  setTimeout(() => process.exit(code), 2_000).unref();
});
