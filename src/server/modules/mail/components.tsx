/**
 * The building blocks of every mail kind's component (docs/decisions/0035-mail-components.md):
 * React Email elements whose values are React text children and attributes, so every user value
 * is escaped by construction. The one way raw HTML enters a mail is `RichText`, for HTML that
 * a sanitizer has already reduced to an allow-list (agendas and shared notes); `mailBody` then
 * sanitizes the whole rendered mail again and defangs user-written addresses.
 */
import { Fragment, type ReactNode } from 'react';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { cleanMultilineText } from './text';

/** One paragraph (`<p>`). */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** `Hi <name>,` (the caller picks and cleans the name). */
export function Greeting({ name }: { name: string }) {
  return <Paragraph>{`Hi ${name},`}</Paragraph>;
}

/** A section heading (`<h3>`). */
export function SectionHeading({ children }: { children: ReactNode }) {
  return <Heading as="h3">{children}</Heading>;
}

/** A link whose text is its address (`href`: an APP_URL page or the 1:1's video link). */
export function AddressLink({ href }: { href: string }) {
  return <Link href={href}>{href}</Link>;
}

/** `<p>label <a href="link">link</a></p>`. */
export function LinkLine({ label, href }: { label: string; href: string }) {
  return (
    <Paragraph>
      {`${label} `}
      <AddressLink href={href} />
    </Paragraph>
  );
}

/**
 * A bulleted list of one-line plain-text entries (control characters dropped, blank entries
 * left out), or the `empty` text in a paragraph when none is left (nothing when `empty` is
 * empty).
 */
export function ItemList({ entries, empty = '' }: { entries: readonly string[]; empty?: string }) {
  const clean = entries.map((e) => cleanMultilineText(e).trim()).filter(Boolean);
  if (clean.length === 0) return empty ? <Paragraph>{empty}</Paragraph> : null;
  return (
    <ul>
      {clean.map((entry, i) => (
        <li key={i}>{entry}</li>
      ))}
    </ul>
  );
}

/** `<p><b>Label:</b> value<br>…</p>`; a value may be an element (a link). */
export function DetailLines({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Paragraph>
      {rows.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 ? <br /> : null}
          <b>{`${label}:`}</b> {value}
        </Fragment>
      ))}
    </Paragraph>
  );
}

/**
 * HTML already reduced to an allow-list by a sanitizer (`agendaSafeHtml`, `sanitizeNotes` of
 * meetings/sanitize-notes.ts), in a `<div>`; never user text that was not sanitized.
 */
export function RichText({ sanitizedHtml }: { sanitizedHtml: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
