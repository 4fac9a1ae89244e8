/**
 * The one meeting card of every dashboard list (spec 2.3 Recent Meetings, 2.4 Recent list and
 * the all-meetings / scheduled views, 2.5 Enterprise Meeting Management, 2.6 My Meetings and
 * Upcoming Meetings, 2.13 the team member meetings list). A dashboard picks what it shows:
 *
 * - `density`: `compact` (dashboard side lists), `regular` (list views), `roomy` (2.13 cards);
 * - `facts`: the line of facts, in order: date (dd/MM/yyyy), start time (HH:mm, the meeting's
 *   own local time), duration (minutes), `with` the other participant (needs `viewerId`), the
 *   team member's and the manager's names, and the notes icon ("Has notes");
 * - `statusDot` (spec 9 colours, named for screen readers when no badge is shown) and
 *   `statusBadge`;
 * - `link`: how /meeting/{id} opens: `stretched` (the title's link covers the card), `title`
 *   (only the title), `card` (the whole card is one link; no other control inside), `none`;
 * - `layout`: `title-first`, or `meta-first` (the facts line, led by the badge, above the title);
 * - slots: `actions` (buttons beside the card, or under it on small screens with
 *   `actionsBelowOnMobile`; kept above a stretched link), `itemControl`
 *   (one control per action item) and `children` (more body);
 * - body: the agenda (`agenda`, sanitized rich HTML in `.rich-text`, clamped), the notes as sanitized rich HTML in `.rich-text` (`notes`),
 *   and the action items (`actionItems`), each with a marker (green when the meeting is
 *   completed, amber otherwise, `data-marker`) or with `itemControl`.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Meeting } from '@/shared/schemas/meeting';
import { statusLabel } from '@/shared/schemas/meeting';
import { cn } from '@/client/lib/utils';
import { hasVisibleText, itemMarker, meetingTitle, statusDotClass } from '../utils/meeting-rows';
import { MeetingFacts, WHEN_FACTS, type MeetingFact } from './meeting-facts';
import { agendaRichHtml, sanitizeRichText } from './sanitize-rich-text';
import { StatusBadge } from './status-badge';

export type MeetingCardDensity = 'compact' | 'regular' | 'roomy';
export { WHEN_FACTS, type MeetingFact };

export interface MeetingCardProps {
  meeting: Meeting;
  /** The card's name; `meetingTitle` (title, else agenda, else "Meeting on dd/MM/yyyy") by default. */
  title?: string;
  density?: MeetingCardDensity;
  layout?: 'title-first' | 'meta-first';
  /** The title as a heading of this level; plain text (or link) when omitted. */
  headingLevel?: 2 | 3;
  /** An `<article>` named by its heading (needs `headingLevel`), else a `<div>`. */
  as?: 'div' | 'article';
  link?: 'stretched' | 'title' | 'card' | 'none';
  facts?: readonly MeetingFact[];
  /** The signed-in user, for the `with` fact. */
  viewerId?: number;
  statusDot?: boolean;
  statusBadge?: boolean;
  /** Show the agenda under the facts: clamped to two lines, or truncated to one. */
  agenda?: 'clamp' | 'truncate';
  notes?: boolean;
  actionItems?: boolean;
  /** One control per action item (e.g. the status control), replacing its marker. */
  itemControl?: (index: number) => ReactNode;
  actions?: ReactNode;
  /** `hover`: the actions show on hover and keyboard focus (always on small screens). */
  revealActions?: 'always' | 'hover';
  /** `side` (default): beside the whole card; `title`: in the title row, after the badge. */
  actionsAt?: 'side' | 'title';
  /** On small screens the side actions go under the content instead of beside it. */
  actionsBelowOnMobile?: boolean;
  className?: string;
  children?: ReactNode;
}

const ROOT: Record<MeetingCardDensity, string> = {
  compact: 'gap-3 rounded-md p-3',
  regular: 'gap-4 rounded-lg p-4 shadow-sm',
  roomy: 'gap-4 rounded-lg p-5 shadow-sm',
};
const TITLE: Record<MeetingCardDensity, string> = {
  compact: 'font-medium',
  regular: 'font-semibold',
  roomy: 'text-lg font-semibold',
};
const ROUNDED: Record<MeetingCardDensity, string> = {
  compact: 'after:rounded-md',
  regular: 'after:rounded-lg',
  roomy: 'after:rounded-lg',
};

function Section({
  title,
  level,
  children,
}: {
  title: string;
  /** One below the card's own heading. */
  level: 3 | 4;
  children: ReactNode;
}) {
  const H = `h${level}` as const;
  return (
    <section className="mt-3 border-t border-slate-100 pt-3">
      <H className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</H>
      {children}
    </section>
  );
}

export function MeetingCard({
  meeting,
  title = meetingTitle(meeting),
  density = 'regular',
  layout = 'title-first',
  headingLevel,
  as = 'div',
  link = 'stretched',
  facts = WHEN_FACTS,
  viewerId,
  statusDot = false,
  statusBadge = true,
  agenda,
  notes = false,
  actionItems = false,
  itemControl,
  actions,
  revealActions = 'always',
  actionsAt = 'side',
  actionsBelowOnMobile = false,
  className,
  children,
}: MeetingCardProps) {
  const headingId = useId();
  const href = `/meeting/${meeting.id}`;
  const badge = statusBadge ? <StatusBadge status={meeting.status} className="shrink-0" /> : null;
  const stretched = link === 'stretched';

  const titleText =
    link === 'stretched' || link === 'title' ? (
      <Link
        to={href}
        className={cn(
          'wrap-anywhere rounded-sm text-slate-900 hover:text-brand-700 hover:underline',
          stretched &&
            cn(
              'after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600',
              ROUNDED[density],
            ),
        )}
      >
        {title}
      </Link>
    ) : (
      title
    );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const titleRow = (
    <div className="flex min-w-0 items-start justify-between gap-2">
      <Heading
        id={headingLevel ? headingId : undefined}
        // A truncated (compact) title keeps its full text in a tooltip.
        title={density === 'compact' ? title : undefined}
        className={cn(
          'min-w-0 text-slate-900',
          TITLE[density],
          density === 'compact' && 'truncate',
        )}
      >
        {titleText}
      </Heading>
      {(layout === 'title-first' && badge) || (actionsAt === 'title' && actions) ? (
        <div className="relative z-10 flex shrink-0 items-center gap-1">
          {layout === 'title-first' && badge}
          {actionsAt === 'title' && actions}
        </div>
      ) : null}
    </div>
  );
  const factsLine = (
    <MeetingFacts
      meeting={meeting}
      facts={facts}
      viewerId={viewerId}
      badge={layout === 'meta-first' ? badge : null}
      compact={density === 'compact'}
    />
  );
  const sectionLevel = headingLevel === 2 ? 3 : 4;
  const agendaSafe = agenda ? agendaRichHtml(meeting.agenda) : '';
  const notesHtml = notes ? sanitizeRichText(meeting.notes) : '';

  const content = (
    <div className="min-w-0 flex-1">
      {layout === 'meta-first' ? (
        <>
          {factsLine}
          <div className="mt-2">{titleRow}</div>
        </>
      ) : (
        <>
          {titleRow}
          {factsLine}
        </>
      )}
      {agenda && hasVisibleText(agendaSafe) && (
        <div
          className={cn(
            'rich-text rich-text-compact mt-2 text-sm text-slate-700',
            agenda === 'clamp' ? 'line-clamp-2' : 'line-clamp-1 break-all',
          )}
          dangerouslySetInnerHTML={{ __html: agendaSafe }}
        />
      )}
      {notes && hasVisibleText(notesHtml) && (
        <Section title="Notes" level={sectionLevel}>
          <div
            className="rich-text mt-1 text-sm text-slate-800"
            dangerouslySetInnerHTML={{ __html: notesHtml }}
          />
        </Section>
      )}
      {actionItems && meeting.actionItems.length > 0 && (
        <Section title="Action Items" level={sectionLevel}>
          <ul className="mt-2 grid gap-1.5">
            {meeting.actionItems.map((item, index) => (
              <li
                key={`${index}-${item}`}
                className="flex items-start gap-2 text-sm text-slate-800"
              >
                {itemControl ? (
                  <div className="min-w-0 flex-1">{itemControl(index)}</div>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      data-marker={itemMarker(meeting.status)}
                      className={cn(
                        'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                        itemMarker(meeting.status) === 'green' ? 'bg-green-600' : 'bg-amber-500',
                      )}
                    />
                    <span className="min-w-0 wrap-anywhere">{item}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {children}
    </div>
  );

  const dot = statusDot ? (
    <span className="flex shrink-0 items-center self-center" title={statusLabel(meeting.status)}>
      <span
        aria-hidden="true"
        className={cn('h-3 w-3 rounded-full', statusDotClass(meeting.status))}
      />
      {!statusBadge && <span className="sr-only">Status: {statusLabel(meeting.status)}</span>}
    </span>
  ) : null;
  const actionBox =
    actions && actionsAt === 'side' ? (
      <div
        className={cn(
          'relative z-10 flex shrink-0 items-center gap-1',
          actionsBelowOnMobile ? 'self-start sm:self-center' : 'self-center',
          revealActions === 'hover' &&
            'sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100',
        )}
      >
        {actions}
      </div>
    ) : null;

  const rootClass = cn(
    'flex border border-slate-200 bg-white',
    ROOT[density],
    (stretched || link === 'card') &&
      'relative transition-colors focus-within:border-brand-500 hover:border-brand-500 hover:bg-slate-50',
    revealActions === 'hover' && 'group',
    actionsBelowOnMobile && 'flex-col sm:flex-row',
    className,
  );

  if (link === 'card') {
    return (
      <Link
        to={href}
        className={cn(
          rootClass,
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        {dot}
        {content}
      </Link>
    );
  }
  const Root = as;
  return (
    <Root
      className={rootClass}
      aria-labelledby={as === 'article' && headingLevel ? headingId : undefined}
    >
      {dot}
      {content}
      {actionBox}
    </Root>
  );
}
