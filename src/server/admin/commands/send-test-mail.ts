/**
 * `npm run admin -- send-test-mail <address>`: sends one plain-text e-mail through `SMTP_URL`
 * from `MAIL_FROM` with the mail worker's transport, to check the mail settings end to end.
 */
import { z } from 'zod';
import { createMailTransport } from '../../modules/mail/worker';
import type { AdminCommand } from '../command';
import { errorLine } from '../lines';

const USAGE = '<address>';

/** "host:port" of an SMTP URL, without the user name or password. */
export function smtpEndpoint(smtpUrl: string): string {
  const u = new URL(smtpUrl);
  return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? '465' : '25')}`;
}

export const sendTestMail: AdminCommand = {
  name: 'send-test-mail',
  usage: USAGE,
  summary: 'Sends one test e-mail through SMTP_URL from MAIL_FROM.',
  async run(args, io) {
    const [address, ...extra] = args;
    if (address === undefined || extra.length > 0 || address.startsWith('-')) {
      io.err(`Usage: npm run admin -- send-test-mail ${USAGE}`);
      return 2;
    }
    if (!z.email().safeParse(address).success) {
      io.err(`"${address}" is not an e-mail address`);
      return 2;
    }
    const { smtpUrl, mailFrom, appUrl } = io.config;
    if (!smtpUrl) {
      io.err('SMTP_URL is not set; set it to smtp://host:port or smtps://user:pass@host:port');
      return 1;
    }
    const endpoint = smtpEndpoint(smtpUrl);
    const transport = createMailTransport(smtpUrl);
    try {
      await transport.sendMail({
        from: mailFrom,
        to: address,
        subject: 'Cadence test e-mail',
        text: [
          `This is a test e-mail from Cadence at ${appUrl}.`,
          `It was sent through ${endpoint} from ${mailFrom} at ${new Date().toISOString()}.`,
          'If you can read it, the mail settings work.',
        ].join('\n'),
      });
    } catch (err) {
      io.err(`Could not send to ${address} via ${endpoint}: ${errorLine(err)}`);
      return 1;
    } finally {
      transport.close();
    }
    io.out(`Sent to ${address} via ${endpoint}`);
    return 0;
  },
};
