/** Every `npm run admin` command, in the order `help` lists them. One line per command file. */
import type { AdminCommand } from '../command';
import { backup } from './backup';
import { createOrganization } from './create-organization';
import { restore } from './restore';
import { sendTestMail } from './send-test-mail';
import { verifyAudit } from './verify-audit';

export const adminCommands: AdminCommand[] = [
  createOrganization,
  sendTestMail,
  backup,
  restore,
  verifyAudit,
];
