/**
 * Edit and cancel icon buttons of a meeting row (spec 2.4, 2.5), named after the meeting
 * ("Edit meeting: {title}", "Cancel meeting: {title}") so screen readers can tell rows apart.
 * `children` (e.g. a View link) follow the two buttons.
 */
import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

export function MeetingRowActions({
  title,
  onEdit,
  onCancel,
  className,
  children,
}: {
  /** The meeting's row title (see `meetingTitle`). */
  title: string;
  onEdit: () => void;
  onCancel: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex shrink-0 items-center gap-1', className)}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-9 w-9"
        aria-label={`Edit meeting: ${title}`}
        title="Edit meeting"
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-9 w-9 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Cancel meeting: ${title}`}
        title="Cancel meeting"
        onClick={onCancel}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {children}
    </div>
  );
}
