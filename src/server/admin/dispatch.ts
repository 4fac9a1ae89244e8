/**
 * `npm run admin -- <command> [args]`: picks the command, validates the configuration and runs
 * it. Kept apart from `main.ts` (which only wires the process) so tests can drive it.
 * Exit codes: 0 done, 1 failure (explained in one line), 2 bad usage or unknown command.
 */
import { ConfigError, loadConfig } from '../env';
import type { AdminCommand } from './command';
import { adminCommands } from './commands';
import { errorLine } from './lines';

/** The two line printers a run writes to. */
export interface AdminStreams {
  out: (line: string) => void;
  err: (line: string) => void;
}

const HELP_WORDS = new Set(['help', '--help', '-h']);

/** The lines of `help`: every command's name, usage and summary. */
export function helpLines(commands: AdminCommand[]): string[] {
  const rows = [
    ...commands.map((c) => [`${c.name}${c.usage ? ` ${c.usage}` : ''}`, c.summary] as const),
    ['help', 'Lists these commands.'] as const,
  ];
  const width = Math.max(...rows.map(([left]) => left.length));
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    ...rows.map(([left, summary]) => `  ${left.padEnd(width)}  ${summary}`),
  ];
}

/**
 * Runs `argv` (the words after `npm run admin --`) with the variables `env` and returns the exit
 * code. `help` (or nothing) needs no configuration; every other command gets the validated
 * `AppConfig`. An error a command does not handle is reported in one line (exit 1).
 */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  streams: AdminStreams,
  commands: AdminCommand[] = adminCommands,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || HELP_WORDS.has(name)) {
    for (const line of helpLines(commands)) streams.out(line);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    streams.err(`Unknown command "${name}"; \`npm run admin -- help\` lists the commands`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const line of err.message.split('\n')) streams.err(line);
    return 1;
  }
  try {
    return await command.run(args, { config, out: streams.out, err: streams.err });
  } catch (err) {
    streams.err(`${name} failed: ${errorLine(err)}`);
    return 1;
  }
}
