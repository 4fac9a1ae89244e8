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
      <div className="grid gap-1.5">
        <Label htmlFor="members-department">Department</Label>
        <Select value={values.department} onValueChange={(department) => set({ department })}>
          <SelectTrigger id="members-department">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Departments</SelectItem>
            {departments.map((d) => (
              <SelectItem key={d} value={d}>
                {d}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="members-role">Role</Label>
        <Select value={values.role} onValueChange={(role) => set({ role })}>
          <SelectTrigger id="members-role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Roles</SelectItem>
            {DIRECTORY_MEMBER_ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {r}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
