import { useMemo } from 'react';
import type { User } from '@/shared/schemas/user';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/client/components/ui/select';
import { useAllUsers } from '@/client/features/people';
import { useUser } from '@/client/features/auth';

/** "First Last - Job Title (Role)" (spec 2.7); without a job title "First Last (Role)". */
export function participantLabel(u: User): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username;
  return u.jobTitle?.trim() ? `${name} - ${u.jobTitle.trim()} (${u.role})` : `${name} (${u.role})`;
}

/** Everyone but `selfId`, sorted by first name (spec 2.7). */
export function participantChoices(users: readonly User[], selfId: number): User[] {
  return users
    .filter((u) => u.id !== selfId)
    .sort((a, b) =>
      (a.firstName ?? '').localeCompare(b.firstName ?? '', undefined, { sensitivity: 'base' }),
    );
}

/** The participants the current user may pick, and the loading state (GET /api/all-users). */
export function useParticipants(): { participants: User[]; isPending: boolean } {
  const user = useUser();
  const { data, isPending } = useAllUsers();
  const participants = useMemo(() => participantChoices(data ?? [], user.id), [data, user.id]);
  return { participants, isPending };
}

/**
 * Participant selector of spec 2.7. `value` 0 means none; the empty list reads
 * "No participants available". Label it with `<Label htmlFor={id}>`.
 */
export function ParticipantSelect({
  id,
  value,
  onChange,
  participants,
  isPending,
  invalid,
  describedBy,
}: {
  id: string;
  value: number;
  onChange: (id: number) => void;
  participants: User[];
  isPending: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const empty = !isPending && participants.length === 0;
  const placeholder = isPending
    ? 'Loading participants...'
    : empty
      ? 'No participants available'
      : 'Select a participant';
  return (
    <Select
      value={value > 0 ? String(value) : ''}
      onValueChange={(v) => onChange(Number(v) || 0)}
      disabled={isPending || empty}
    >
      <SelectTrigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required="true"
        className={invalid ? 'border-red-500' : undefined}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {participants.map((u) => (
          <SelectItem key={u.id} value={String(u.id)}>
            {participantLabel(u)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
