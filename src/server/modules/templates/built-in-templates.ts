/**
 * The 1:1 templates that ship with Cadence (docs/decisions/0013-shared-1on1.md), visible to
 * every organisation and never editable. `ensureBuiltInTemplates` upserts them by key at start
 * (any number of instances at once), so a change of wording here reaches existing databases.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meetingTemplates } from '../../db/schema';

export const BUILT_IN_TEMPLATES: { key: string; name: string; talkingPoints: string[] }[] = [
  {
    key: 'weekly-check-in',
    name: 'Weekly check-in',
    talkingPoints: [
      'Wins since our last 1:1',
      'What is blocking you, and how can I help?',
      'Priorities for the coming week',
      'Workload: too much, too little, about right?',
      'Anything you want feedback on',
    ],
  },
  {
    key: 'career-conversation',
    name: 'Career conversation',
    talkingPoints: [
      'Where do you want to be in one to two years?',
      'Skills you want to build next',
      'Work that energises you, and work that drains you',
      'Opportunities or projects that would stretch you',
      'How I can support your growth',
    ],
  },
  {
    key: 'quarterly-review',
    name: 'Quarterly review',
    talkingPoints: [
      'Progress against this quarter’s goals',
      'What went well, and what we would do differently',
      'Feedback in both directions',
      'Goals for next quarter',
      'Support, training or resources needed',
    ],
  },
  {
    key: 'new-hire-30-60-90',
    name: 'New hire 30/60/90',
    talkingPoints: [
      'How the first weeks are going: what is clear, what is confusing',
      'Access, tools and people you still need',
      'Goals for your first 30 days',
      'Goals for days 31 to 60',
      'Goals for days 61 to 90',
      'Questions about the team, the product or how we work',
    ],
  },
];

/** Inserts or refreshes the built-in templates (organisation null, keyed by `built_in_key`). */
export async function ensureBuiltInTemplates(db: DbOrTx): Promise<void> {
  await db
    .insert(meetingTemplates)
    .values(
      BUILT_IN_TEMPLATES.map((t) => ({
        builtInKey: t.key,
        name: t.name,
        talkingPoints: t.talkingPoints,
      })),
    )
    .onConflictDoUpdate({
      target: meetingTemplates.builtInKey,
      set: {
        name: sql`excluded.name`,
        talkingPoints: sql`excluded.talking_points`,
      },
    });
}
