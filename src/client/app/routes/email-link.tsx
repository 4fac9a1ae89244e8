/**
 * /confirm-email, /email-proposal and /undo-email-change, each `#token=…`
 * (docs/decisions/0030-email-change.md): the pages of the sign-in e-mail links.
 */
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { EmailLinkPage, type EmailLinkMode } from '@/client/features/security';

const TITLES: Record<EmailLinkMode, string> = {
  confirm: 'Confirm your new sign-in e-mail',
  proposal: 'A proposed sign-in e-mail',
  undo: 'Undo an e-mail change',
};

export function EmailLinkRoute({ mode }: { mode: EmailLinkMode }) {
  useDocumentTitle(TITLES[mode]);
  return <EmailLinkPage key={mode} mode={mode} />;
}
