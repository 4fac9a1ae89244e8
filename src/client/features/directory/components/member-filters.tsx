/**
 * Filters of All Team Members (spec 2.18): search, department (All Departments or one of the
 * organisation's departments) and role (All Roles, Manager, Supervisor, Team Member).
 * Controlled; `all` stands for no filter.
 */
import { DIRECTORY_MEMBER_ROLES } from '@/shared/schemas/directory';
import { Label } from '@/client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { SearchBox } from './search-box';

export interface MemberFilterValues {
  search: string;
  department: string;
  role: string;
}

export const ALL = 'all';
export const NO_MEMBER_FILTERS: MemberFilterValues = { search: '', department: ALL, role: ALL };

/** A labelled select of `options` led by `allLabel` (value `all`). */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly string[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function MemberFilters({
  values,
  departments,
  onChange,
}: {
  values: MemberFilterValues;
  departments: string[];
  onChange: (values: MemberFilterValues) => void;
}) {
  const set = (patch: Partial<MemberFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div
      role="search"
      aria-label="Filter team members"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr] md:items-end"
    >
      <SearchBox
        id="members-search"
        label="Search team members"
        placeholder="Search by name, email, job title or department..."
        value={values.search}
        onChange={(search) => set({ search })}
      />
      <FilterSelect
        id="members-department"
        label="Department"
        value={values.department}
        onChange={(department) => set({ department })}
        allLabel="All Departments"
        options={departments}
      />
      <FilterSelect
        id="members-role"
        label="Role"
        value={values.role}
        onChange={(role) => set({ role })}
        allLabel="All Roles"
        options={DIRECTORY_MEMBER_ROLES}
      />
    </div>
  );
}
