/**
 * Colours of the analytics figures (spec 9): the server names the colour (participation,
 * follow-through) or the label (team performance, urgency); these maps turn names into
 * Tailwind classes that keep AA contrast on white.
 */
import type { TeamPerformanceLabel, UrgencyLevel } from '@/shared/schemas/analytics';
import type { BadgeProps } from '@/client/components/ui/badge';
import type { BarTone } from '../components/progress-bar';

export type ToneName = 'green' | 'blue' | 'amber' | 'red' | 'orange' | 'slate';

/** Text and tile colours for a tone: strong text on a light tint. */
export const TONE_TILE: Record<ToneName, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  red: 'border-red-200 bg-red-50 text-red-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  slate: 'border-slate-200 bg-slate-50 text-slate-800',
};

/** Team performance label → tone (spec 2.11: Excellent, Good, Fair, Needs Improvement). */
export const PERFORMANCE_TONE: Record<TeamPerformanceLabel, ToneName> = {
  Excellent: 'green',
  Good: 'blue',
  Fair: 'amber',
  'Needs Improvement': 'red',
};

/** Urgency level → badge variant (spec 2.15): high red, medium orange, low amber. */
export const URGENCY_BADGE: Record<UrgencyLevel, BadgeProps['variant']> = {
  high: 'destructive',
  medium: 'orange',
  low: 'amber',
  none: 'secondary',
};

/** Bar tone of a completion percent: >= 80 green, >= 60 blue, else amber (follows spec 9's follow-through bands). */
export function rateTone(percent: number): BarTone {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'blue';
  return 'amber';
}
