import { useMemo } from 'react';
import type { User } from '@/shared/schemas/user';
import { PersonPicker, usePeoplePages } from '@/client/features/people';
import { useUser } from '@/client/features/auth';

/** "First Last - Job Title (Role)" (spec 2.7); without a job title "First Last (Role)". */
export function participantLabel(u: User): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username;
  return u.jobTitle?.trim() ? `${name} - ${u.jobTitle.trim()} (${u.role})` : `${name} (${u.role})`;
}

/**
 * Whether the current user has anyone to pick (GET /api/all-users?cursor=, the first page the
 * picker shows too, so one request serves both): `isPending` until it answers.
 */
export function useParticipants(): { empty: boolean; isPending: boolean } {
  const user = useUser();
  const first = usePeoplePages('all-users', '');
  const others = (first.data?.people ?? []).filter((u) => u.id !== user.id);
  return { empty: Boolean(first.data) && others.length === 0, isPending: !first.data };
}

/**
 * Participant selector of spec 2.7, searched and paged on the server (`PersonPicker` over
 * GET /api/all-users, the current user left out). `value` 0 means none; with nobody to pick it
 * reads "No participants available". Label it with `<Label htmlFor={id}>`.
 */
export function ParticipantSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: number;
  onChange: (id: number) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const user = useUser();
  const { empty, isPending } = useParticipants();
  const exclude = useMemo(() => [user.id], [user.id]);
  const placeholder = isPending
    ? 'Loading participants...'
    : empty
      ? 'No participants available'
      : 'Select a participant';
  return (
    <PersonPicker
      id={id}
      list="all-users"
      exclude={exclude}
      labelOf={participantLabel}
      value={value > 0 ? String(value) : ''}
      onValueChange={(v) => onChange(Number(v) || 0)}
      disabled={isPending || empty}
      placeholder={placeholder}
      searchLabel="Search participants"
      optionsLabel="Participants"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required
      className={invalid ? 'border-red-500' : undefined}
    />
  );
}
