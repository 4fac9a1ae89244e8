/**
 * The three mails of a sign-in e-mail change (docs/decisions/0030-email-change.md; decision 35):
 * the notice with the undo link to the old address, the confirmation to the new one, a
 * manager's proposal to the current one. One React Email component each; names and addresses
 * are text children (escaped by construction; `mailBody` defangs the addresses, so only the
 * APP_URL link is linkable). Names are given already cleaned (`nameOf` of email-change.ts).
 */
import { AccountLink } from '../accounts/account-mail';
import { Greeting, Paragraph } from '../mail/components';

/** The notice to the old address: from, to, by whom, and the undo link. */
export function EmailChangedMail(props: {
  name: string;
  from: string;
  to: string;
  by: string;
  undoLink: string;
}) {
  return (
    <>
      <Greeting name={props.name} />
      <Paragraph>
        {'The e-mail address you use to sign in to Cadence was changed from '}
        <b>{props.from}</b>
        {' to '}
        <b>{props.to}</b>
        {` by ${props.by}. Your other sessions were signed out.`}
      </Paragraph>
      <Paragraph>
        If you did not do this, undo it: your sign-in address goes back to this one and every
        session is signed out. The link works once, for 7 days.
      </Paragraph>
      <AccountLink label="Undo the change" href={props.undoLink} />
    </>
  );
}

/** The confirmation to the new address `to` of the person now signing in with `from`. */
export function ConfirmEmailMail(props: { name: string; from: string; to: string; link: string }) {
  return (
    <>
      <Greeting name={props.name} />
      <Paragraph>
        {'You asked to sign in to Cadence with this address, '}
        <b>{props.to}</b>
        {', instead of '}
        <b>{props.from}</b>
        {'. Confirm it with the link below; it works once, for 24 hours.'}
      </Paragraph>
      <AccountLink label="Confirm my new address" href={props.link} />
      <Paragraph>
        Until you confirm, you keep signing in with your current address. If you did not ask for
        this, ignore this e-mail.
      </Paragraph>
    </>
  );
}

/** A manager's (`proposer`) proposal that the person sign in with `to` instead of `from`. */
export function EmailProposalMail(props: {
  name: string;
  proposer: string;
  from: string;
  to: string;
  link: string;
}) {
  return (
    <>
      <Greeting name={props.name} />
      <Paragraph>
        {`${props.proposer} proposes that you sign in to Cadence with `}
        <b>{props.to}</b>
        {' instead of '}
        <b>{props.from}</b>
        {'. Nothing changes unless you approve it.'}
      </Paragraph>
      <AccountLink label="Approve or decline" href={props.link} />
      <Paragraph>
        The link works once, for 7 days. You can also approve or decline in Cadence after you sign
        in. If you do not know about this, decline it.
      </Paragraph>
    </>
  );
}
