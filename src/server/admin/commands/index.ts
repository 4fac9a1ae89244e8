/** Every `npm run admin` command, in the order `help` lists them. One line per command file. */
import type { AdminCommand } from '../command';

export const adminCommands: AdminCommand[] = [];
