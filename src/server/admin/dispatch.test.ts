/**
 * `npm run admin` dispatch: help, unknown commands, configuration errors and unexpected errors,
 * each with its exit code and one line (no stack trace).
 */
import { describe, expect, it } from 'vitest';
import type { AdminCommand } from './command';
import { adminCommands } from './commands';
import { runAdmin } from './dispatch';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    streams: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
  };
}

describe('npm run admin dispatch', () => {
  it('help lists every command with its usage and summary', async () => {
    expect(adminCommands.map((c) => c.name)).toEqual(
      expect.arrayContaining(['send-test-mail', 'backup', 'restore']),
    );
    for (const argv of [['help'], [], ['--help']]) {
      const io = capture();
      expect(await runAdmin(argv, {}, io.streams)).toBe(0);
      expect(io.err).toEqual([]);
      const text = io.out.join('\n');
      for (const command of adminCommands) {
        const line = io.out.find((l) => l.trimStart().startsWith(`${command.name} `));
        expect(line, command.name).toContain(`${command.name} ${command.usage}`);
        expect(line).toContain(command.summary);
      }
      expect(text).toContain('Usage: npm run admin -- <command> [arguments]');
    }
  });

  it('an unknown command is one line and exit 2', async () => {
    const io = capture();
    expect(await runAdmin(['frobnicate', 'x'], {}, io.streams)).toBe(2);
    expect(io.out).toEqual([]);
    expect(io.err).toEqual([
      'Unknown command "frobnicate"; `npm run admin -- help` lists the commands',
    ]);
  });

  it('a bad configuration prints one line per variable and exits 1 before the command runs', async () => {
    let ran = false;
    const probe: AdminCommand = {
      name: 'probe',
      usage: '',
      summary: 'Test command.',
      run: async () => {
        ran = true;
        return 0;
      },
    };
    const io = capture();
    const code = await runAdmin(['probe'], { PORT: 'abc', SMTP_URL: 'http://x' }, io.streams, [
      probe,
    ]);
    expect(code).toBe(1);
    expect(ran).toBe(false);
    expect(io.err[0]).toBe('Invalid configuration:');
    expect(io.err.slice(1)).toEqual([
      '  - PORT must be an integer from 0 to 65535, got "abc"',
      '  - SMTP_URL must be a smtp: or smtps: URL',
    ]);
  });

  it('runs the command with the configuration and returns its code; an unexpected error is one line, exit 1', async () => {
    const seen: string[] = [];
    const commands: AdminCommand[] = [
      {
        name: 'echo',
        usage: '<words>',
        summary: 'Test command.',
        run: async (args, io) => {
          seen.push(io.config.dataDir);
          io.out(args.join(' '));
          return 3;
        },
      },
      {
        name: 'boom',
        usage: '',
        summary: 'Test command.',
        run: async () => {
          throw new Error('disk on fire\n    at somewhere (file.ts:1:1)');
        },
      },
    ];
    const ok = capture();
    expect(await runAdmin(['echo', 'a', 'b'], { DATA_DIR: '/tmp/x' }, ok.streams, commands)).toBe(
      3,
    );
    expect(ok.out).toEqual(['a b']);
    expect(seen).toEqual(['/tmp/x']);

    const bad = capture();
    expect(await runAdmin(['boom'], {}, bad.streams, commands)).toBe(1);
    expect(bad.err).toEqual(['boom failed: disk on fire']);
  });
});
