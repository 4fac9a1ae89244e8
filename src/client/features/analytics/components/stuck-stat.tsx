/**
 * The "Stuck" figure of the analytics screens (docs/glossary.md "stuck item": status stuck, or a
 * stuck reason; counted apart from pending and completed, so total = pending + completed +
 * stuck): a small badge reading "N Stuck", red while any item is stuck, neutral at 0. Team
 * Member Progress, Team Analytics, Team Member Performance and the Action Items Overview show
 * it beside their pending and completed figures, with the same words.
 */
import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

export function StuckStat({
  count,
  testId,
  className,
}: {
  /** Stuck action items, as the server counted them. */
  count: number;
  testId?: string;
  className?: string;
}) {
  return (
    <Badge
      variant={count > 0 ? 'destructive' : 'secondary'}
      className={cn('gap-1', className)}
      data-testid={testId}
    >
      <AlertTriangle className="h-3 w-3" aria-hidden="true" />
      {count} Stuck
    </Badge>
  );
}
