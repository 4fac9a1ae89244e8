/**
 * Profile (/profile): the signed-in user's own settings, one section per domain. Each section is
 * a widget exported by its feature (account details, security and sessions, time zone and
 * calendar feed, notifications, your data); this page only composes them, in this order.
 */
import { PageShell } from '@/client/components/layout/page-shell';
import { SecuritySection } from '@/client/features/security';
import { TimezoneSection, useUser } from '@/client/features/auth';
import { CalendarFeedSection } from '@/client/features/calendar';
import { YourDataSection } from '@/client/features/privacy';

export function ProfileRoute() {
  const user = useUser();
  return (
    <PageShell user={user} title="Profile">
      <h1 className="mb-6 text-2xl font-semibold">Your profile</h1>
      <div className="grid max-w-3xl gap-6">
        <SecuritySection user={user} />
        <TimezoneSection user={user} />
        <CalendarFeedSection />
        <YourDataSection />
      </div>
    </PageShell>
  );
}
