/**
 * Query keys of the analytics calls (spec 2.10–2.15). Every key starts with
 * `analyticsKeys.all`, `['meetings', 'analytics']`: the figures count meetings and action items,
 * and every meeting or action-item mutation invalidates `MEETINGS_KEY` (`['meetings']`), so one
 * mutation refreshes this one known set with the meeting lists.
 */
import { MEETINGS_KEY } from '@/client/features/meetings';

const ALL = [...MEETINGS_KEY, 'analytics'] as const;

export const analyticsKeys = {
  all: ALL,
  /** The paged progress list of one search (trimmed; '' for everyone). */
  progress: (search: string) => [...ALL, 'progress', { search }] as const,
  team: [...ALL, 'team'] as const,
  member: (id: number) => [...ALL, 'member', id] as const,
  actionItems: [...ALL, 'action-items'] as const,
  behindSchedule: [...ALL, 'behind-schedule'] as const,
};

/**
 * Figures also change with people changes and with other people's edits: the analytics pages
 * refetch each time they open (showing the cached figures meanwhile) instead of keeping the
 * app-wide "never stale" default of spec 7.
 */
export const REFRESH_ON_OPEN = { refetchOnMount: 'always' } as const;
