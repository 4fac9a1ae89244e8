import { statusLabel } from '@/shared/schemas/meeting';
import { cn } from '@/client/lib/utils';
import { statusDotClass } from '../lib/meeting-display';

/** A coloured dot for a meeting status (spec 9 colours), with the status as text for screen readers. */
export function StatusDot({ status }: { status: string }) {
  return (
    <span className="flex shrink-0 items-center" title={statusLabel(status)}>
      <span aria-hidden="true" className={cn('h-3 w-3 rounded-full', statusDotClass(status))} />
      <span className="sr-only">Status: {statusLabel(status)}</span>
    </span>
  );
}
