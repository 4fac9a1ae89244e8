/**
 * User Management tab (spec 2.5): every user of the four levels with a role-coloured badge
 * (Senior Manager purple, Manager blue, Supervisor amber, Team Member green) and an edit
 * button opening "Edit User Details"; "Add Team Member" opens "Add New Team Member" (Reports To
 * among Senior Managers, Managers and Supervisors), ending in the credentials dialog.
 * Each level is a paged level of the hierarchy call (50 people, then "Load more"; the heading
 * counts the whole level); the dialogs' Reports To is the server-searched picker of
 * GET /api/managers (50 a page, read when a dialog opens). Shows "Loading users..." while the first pages have not answered. People who have not chosen
 * a password yet get "Resend invitation"; a Senior Manager also sees the deactivated people, with
 * Reactivate (docs/decisions/0015-accounts.md).
 */
import { useState } from 'react';
import { FileUp, Mail, Pencil, UserPlus } from 'lucide-react';
import type { User } from '@/shared/schemas/user';
import { displayName } from '@/client/lib/utils';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import {
  AddTeamMemberDialog,
  DeactivatedPeople,
  ImportPeopleDialog,
  ResendInvitationButton,
  RoleBadge,
  useHierarchyLevel,
} from '@/client/features/people';
import { LoadMore } from '@/client/components/ui/load-more';
import { ErasePersonButton } from '@/client/features/privacy';
import { PEOPLE_LEVELS } from '../lib/people-levels';
import { EditUserDialog } from './edit-user-dialog';
import { PersonSummary } from './person-summary';

function UserRow({
  person,
  onEdit,
  canErase,
  onErased,
}: {
  person: User;
  onEdit: () => void;
  canErase: boolean;
  onErased: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <PersonSummary person={person} extra={<RoleBadge role={person.role} />} />
      <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600 sm:w-72">
        <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">Email:</span>
        <span className="truncate">{person.email}</span>
      </p>
      <ResendInvitationButton person={person} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        onClick={onEdit}
        aria-label={`Edit ${displayName(person)}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {canErase ? (
        <ErasePersonButton userId={person.id} name={displayName(person)} onErased={onErased} />
      ) : null}
    </li>
  );
}

export function UserManagementTab({
  currentUser,
  onPeopleChanged,
}: {
  currentUser: User;
  onPeopleChanged: () => void;
}) {
  const [editing, setEditing] = useState<User | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const org = currentUser.organizationId;
  const lists = [
    useHierarchyLevel(org, 'seniorManagers'),
    useHierarchyLevel(org, 'managers'),
    useHierarchyLevel(org, 'supervisors'),
    useHierarchyLevel(org, 'teamMembers'),
  ];
  const levels = PEOPLE_LEVELS.map((level, i) => ({ ...level, list: lists[i]! }));
  const failed = lists.some((l) => l.failed);
  const loaded = lists.every((l) => l.data);
  const total = lists.reduce((sum, l) => sum + (l.data?.total ?? 0), 0);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>User Management</CardTitle>
          <CardDescription>
            {loaded ? `${total} users across four levels` : 'Every user of the organisation'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" />
            Import people
          </Button>
          <Button type="button" onClick={() => setAdding(true)} disabled={!loaded}>
            <UserPlus aria-hidden="true" />
            Add Team Member
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="text-slate-700">Unable to load users.</p>
        ) : !loaded ? (
          <p role="status" className="text-slate-600">
            Loading users...
          </p>
        ) : (
          <div className="grid gap-6">
            {levels.map(({ list, ...level }) => (
              <section key={level.role} aria-labelledby={`level-${level.role}`}>
                <h3
                  id={`level-${level.role}`}
                  className="flex items-center gap-2 border-b border-slate-200 pb-2 text-sm font-semibold uppercase tracking-wide text-slate-700"
                >
                  {level.heading}
                  <span className="font-normal normal-case text-slate-600">
                    ({list.data?.total ?? 0})
                  </span>
                </h3>
                {!list.data?.people.length ? (
                  <p className="py-3 text-sm text-slate-600">No {level.heading.toLowerCase()}.</p>
                ) : (
                  <ul className="divide-y divide-slate-100" aria-label={level.heading}>
                    {list.data.people.map((p) => (
                      <UserRow
                        key={p.id}
                        person={p}
                        onEdit={() => setEditing(p)}
                        canErase={p.id !== currentUser.id && currentUser.role === 'Senior Manager'}
                        onErased={onPeopleChanged}
                      />
                    ))}
                  </ul>
                )}
                <LoadMore
                  hasMore={list.hasMore}
                  loading={list.loadingMore}
                  onLoadMore={list.loadMore}
                  label={level.heading.toLowerCase()}
                />
              </section>
            ))}
            {currentUser.role === 'Senior Manager' && (
              <DeactivatedPeople onChanged={onPeopleChanged} />
            )}
          </div>
        )}
      </CardContent>
      <EditUserDialog
        user={editing}
        currentUserId={currentUser.id}
        onClose={() => setEditing(null)}
        onSaved={onPeopleChanged}
      />
      <AddTeamMemberDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add New Team Member"
        defaultCompany={currentUser.company}
        onCreated={onPeopleChanged}
      />
      <ImportPeopleDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={onPeopleChanged}
      />
    </Card>
  );
}
