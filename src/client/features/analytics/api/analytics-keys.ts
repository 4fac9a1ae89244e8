/**
 * Query keys of the analytics calls (spec 2.10–2.15). Every key starts with `analytics`, so a
 * change elsewhere can refresh them all with `invalidateQueries({ queryKey: analyticsKeys.all })`.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  progress: ['analytics', 'progress'] as const,
  team: ['analytics', 'team'] as const,
  member: (id: number) => ['analytics', 'member', id] as const,
  actionItems: ['analytics', 'action-items'] as const,
  behindSchedule: ['analytics', 'behind-schedule'] as const,
};

/**
 * Figures change whenever a meeting or an action item does, anywhere: the analytics pages
 * refetch each time they open (showing the cached figures meanwhile) instead of keeping the
 * app-wide "never stale" default of spec 7.
 */
export const REFRESH_ON_OPEN = { refetchOnMount: 'always' } as const;
