/**
 * The shape of one `npm run admin -- <command> [args]` command. Each command lives in its own
 * file under `commands/` and is listed once in `commands/index.ts`; `npm run admin -- help`
 * prints every command's `name`, `usage` and `summary`.
 */
import type { AppConfig } from '../env';

/** What a command may use: the validated configuration and two line printers. */
export interface AdminIo {
  config: AppConfig;
  /** Prints one line to standard output. */
  out: (line: string) => void;
  /** Prints one line to standard error. */
  err: (line: string) => void;
}

export interface AdminCommand {
  /** The word after `npm run admin --`, e.g. `create-organization`. */
  name: string;
  /** Arguments, e.g. `--name <organisation> --email <e-mail>`; empty when it takes none. */
  usage: string;
  /** One line for `help`. */
  summary: string;
  /**
   * Runs the command with the words after its name; returns the process exit code (0 on
   * success, 1 on a failure it has explained with `io.err`, 2 on bad usage).
   */
  run(args: string[], io: AdminIo): Promise<number>;
}
