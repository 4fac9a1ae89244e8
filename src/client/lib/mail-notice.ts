/**
 * What the screens say about mail after a change. Outside the demo, the spec's texts (spec 8
 * "Success messages"); in a demo sandbox no mail is ever sent (its people have reserved
 * addresses), so the screens must not claim it was: they say `DEMO_MAIL_NOTICE` instead.
 */
export const DEMO_MAIL_NOTICE =
  'Saved. E-mails are not sent in the demo. The bell shows them instead.';

/** `text` for a real organisation, `DEMO_MAIL_NOTICE` in a demo sandbox. */
export function mailNotice(isDemo: boolean, text: string): string {
  return isDemo ? DEMO_MAIL_NOTICE : text;
}
