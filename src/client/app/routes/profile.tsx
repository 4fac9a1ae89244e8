/**
 * Profile (/profile): the signed-in user's own settings, one section per domain. Each section is
 * a widget exported by its feature (account details, security and sessions, time zone and
 * calendar feed, notifications, your data); this page only composes them, in this order.
 */
import { PageShell } from '@/client/components/layout/page-shell';
import { SecuritySection } from '@/client/features/security';
import { TimezoneSection, useCurrentUser, useUser } from '@/client/features/auth';
import { CalendarFeedSection } from '@/client/features/calendar';
import { YourDataSection } from '@/client/features/privacy';
import { YourDetailsSection } from '@/client/features/people';
import { NotificationPreferencesSection } from '@/client/features/notifications';

export function ProfileRoute() {
  const user = useUser();
  const { refetch } = useCurrentUser();
  return (
    <PageShell user={user} title="Profile">
      <h1 className="mb-6 text-2xl font-semibold">Your profile</h1>
      <div className="grid max-w-3xl gap-6">
        <YourDetailsSection user={user} onSaved={() => void refetch()} />
        <SecuritySection user={user} />
        <TimezoneSection user={user} />
        <CalendarFeedSection />
        <NotificationPreferencesSection />
        <YourDataSection />
      </div>
    </PageShell>
  );
}
