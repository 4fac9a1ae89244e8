/**
 * The due date and the other person of an own action item (decision 32): "Due dd/MM/yyyy"
 * (red with "Overdue" when figures.ts `isOverdueActionItem` says so on the server), or "No due
 * date", and "With <name>", the 1:1's other person.
 */
import { formatDisplayDate } from '@/shared/domain/dates';
import type { OwnActionItem } from '@/shared/schemas/action-item';

export function OwnItemDue({
  item,
}: {
  item: Pick<OwnActionItem, 'dueDate' | 'overdue' | 'otherPersonName'>;
}) {
  return (
    <span className="flex flex-wrap gap-x-3 text-xs text-slate-700" data-testid="own-item-due">
      <span className={item.overdue ? 'font-semibold text-red-700' : undefined}>
        {item.dueDate ? `Due ${formatDisplayDate(item.dueDate)}` : 'No due date'}
        {item.overdue ? ' · Overdue' : ''}
      </span>
      {item.otherPersonName && <span>With {item.otherPersonName}</span>}
    </span>
  );
}
