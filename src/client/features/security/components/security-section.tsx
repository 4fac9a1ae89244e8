/**
 * The security part of the profile page: sign-in e-mail, two-factor sign-in and sessions.
 */
import type { User } from '@/shared/schemas/user';
import { EmailChangeCard } from './email-change-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecuritySection({ user }: { user: User }) {
  return (
    <section aria-labelledby="security-heading" className="grid gap-4">
      <h2 id="security-heading" className="text-lg font-semibold">
        Sign-in and security
      </h2>
      <EmailChangeCard currentEmail={user.email} />
      <TwoFactorCard user={user} />
      <SessionsCard />
    </section>
  );
}
