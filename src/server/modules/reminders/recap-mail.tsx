/**
 * The recap's component (decision 31, decision 35): the body after the greeting, the same for
 * both participants but the zone and, when the recipient turned shared notes off, the notes
 * left out. Pure; the facts are read by `recaps.ts`.
 */
import type { MeetingRow } from '../../db/schema';
import { ItemList, LinkLine, Paragraph, RichText, SectionHeading } from '../mail/components';
import { whenText } from './scheduled-mail';

/** The line a recap shows instead of the shared notes when `recapSharedNotes` is off. */
export const NOTES_LEFT_OUT =
  'You chose recaps without the shared notes (notification settings); read them on the 1:1’s page in Cadence.';

/** What a recap says; `notes`: sanitized shared notes, null for none, false when left out. */
export interface RecapFacts {
  meeting: MeetingRow;
  /** The recipient's IANA zone. */
  viewerZone: string;
  /** The other participant's display name. */
  other: string;
  link: string;
  notes: string | null | false;
  /** One line per action item: description, owner, due date, state. */
  items: string[];
  next: MeetingRow | null;
}

/** Intro, shared notes, action items, next 1:1 and the link. */
export function RecapMail({ facts: f }: { facts: RecapFacts }) {
  return (
    <>
      <Paragraph>
        {`Here is the recap of your 1:1 with ${f.other} on ${whenText(f.meeting, f.viewerZone)}.`}
      </Paragraph>
      <SectionHeading>Shared notes</SectionHeading>
      {f.notes === false ? (
        <Paragraph>{NOTES_LEFT_OUT}</Paragraph>
      ) : f.notes ? (
        <RichText sanitizedHtml={f.notes} />
      ) : (
        <Paragraph>No shared notes.</Paragraph>
      )}
      <SectionHeading>Action items</SectionHeading>
      <ItemList entries={f.items} empty="No action items." />
      <SectionHeading>Next 1:1</SectionHeading>
      <Paragraph>{f.next ? whenText(f.next, f.viewerZone) : 'None scheduled yet.'}</Paragraph>
      <LinkLine label="View the 1:1:" href={f.link} />
    </>
  );
}
