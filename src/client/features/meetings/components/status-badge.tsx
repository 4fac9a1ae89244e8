import { Badge } from '@/client/components/ui/badge';
import { statusLabel } from '@/shared/schemas/meeting';

const VARIANTS = {
  scheduled: 'blue',
  in_progress: 'orange',
  completed: 'green',
} as const;

/**
 * A meeting status as a coloured badge (spec 4, 9): Scheduled blue, In Progress orange,
 * Completed green; any other value is shown raw in a neutral badge.
 */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const variant = status in VARIANTS ? VARIANTS[status as keyof typeof VARIANTS] : 'secondary';
  return (
    <Badge variant={variant} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
