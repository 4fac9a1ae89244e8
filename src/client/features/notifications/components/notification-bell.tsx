import { useState } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import type { Notification } from '@/shared/schemas/notification';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/utils';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/** When a notification was made, in the viewer's zone, day first like every date (spec 9). */
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Notifications, 3 unread" (or just "Notifications"): the bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell (docs/decisions/0017-notifications.md): the unread count on the button,
 * and a dialog listing the notifications newest first, 20 at a time (Load more), with Mark all
 * as read. An entry links to its 1:1; opening it marks it read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const pages = list.data?.pages ?? [];
  const unread = pages[0]?.unreadCount ?? 0;
  const items = pages.flatMap((p) => p.items);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold leading-none text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md gap-3 p-0 pb-4 sm:top-20 sm:translate-y-0">
        <DialogHeader className="border-b border-slate-200 px-5 pb-3 pt-5 pr-12">
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>
            {unread > 0 ? `${unread} unread.` : 'You are all caught up.'} Kept for 90 days.
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end px-5">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </div>
        {markRead.isError && (
          <p role="alert" className="px-5 text-sm text-red-700">
            {errorMessage(markRead.error, 'Could not mark the notifications read.')}
          </p>
        )}
        {list.isPending ? (
          <p className="px-5 text-sm text-slate-600">Loading…</p>
        ) : list.isError && items.length === 0 ? (
          <p role="alert" className="px-5 text-sm text-red-700">
            {errorMessage(list.error, 'Could not load your notifications.')}
          </p>
        ) : items.length === 0 ? (
          <p className="px-5 text-sm text-slate-600">No notifications yet.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 border-y border-slate-100"
            aria-label="Notifications"
          >
            {items.map((n) => (
              <NotificationEntry
                key={n.id}
                notification={n}
                onOpen={() => {
                  if (!n.read) markRead.mutate({ ids: [n.id] });
                  setOpen(false);
                }}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="flex justify-center px-5">
            <Button
              variant="outline"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function NotificationEntry({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 h-2 w-2 shrink-0 rounded-full',
            n.read ? 'bg-transparent' : 'bg-brand-600',
          )}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block wrap-anywhere text-sm', !n.read && 'font-medium')}>
            {!n.read && <span className="sr-only">Unread: </span>}
            {n.message}
          </span>
          <time dateTime={n.createdAt} className="block text-xs text-slate-600">
            {WHEN.format(new Date(n.createdAt))}
          </time>
        </span>
      </span>
    </>
  );
  return (
    <li>
      {n.link ? (
        <Link
          to={n.link}
          onClick={onOpen}
          className="block px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
        >
          {body}
        </Link>
      ) : (
        <div className="px-5 py-3">{body}</div>
      )}
    </li>
  );
}
