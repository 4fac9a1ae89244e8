/**
 * The audit trail's filters: person (THE people picker over every user, or Everyone), action
 * (one of `AUDIT_ACTIONS` by its label, or All actions) and a range of days (From, To; UTC days,
 * both included, as the API reads them). Controlled; `all` and '' stand for no filter.
 */
import { AUDIT_ACTIONS, type AuditAction } from '@/shared/schemas/audit';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { PersonPicker } from '@/client/features/people';
import type { AuditFilters } from '../api/audit';
import { AUDIT_ACTION_LABELS } from '../lib/audit-display';

/** The form's values: `person` a user id as text or `all`, `action` an action or `all`, days `yyyy-MM-dd` or ''. */
export interface AuditFilterValues {
  person: string;
  action: string;
  from: string;
  to: string;
}

export const ALL = 'all';
export const NO_AUDIT_FILTERS: AuditFilterValues = { person: ALL, action: ALL, from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The form's values as the API's filters (anything unset or malformed is no filter). */
export function toAuditFilters(values: AuditFilterValues): AuditFilters {
  const filters: AuditFilters = {};
  if (/^\d+$/.test(values.person)) filters.actorId = Number(values.person);
  if (isAction(values.action)) filters.action = values.action;
  if (DAY.test(values.from)) filters.from = values.from;
  if (DAY.test(values.to)) filters.to = values.to;
  return filters;
}

export function AuditFiltersForm({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div
      role="search"
      aria-label="Filter the audit trail"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr] lg:items-end"
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-person">Person</Label>
        <PersonPicker
          id="audit-person"
          list="all-users"
          value={values.person}
          onValueChange={(person) => set({ person })}
          extraOptions={[{ value: ALL, label: 'Everyone' }]}
          searchLabel="Search people"
          optionsLabel="People"
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <Select value={values.action} onValueChange={(action) => set({ action })}>
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-from">From (UTC)</Label>
        <Input
          id="audit-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-to">To (UTC)</Label>
        <Input
          id="audit-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
