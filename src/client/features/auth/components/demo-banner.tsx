/**
 * Banner for demo users (spec 1, 2.4): says this is a demo whose changes are not saved (they live
 * only in a private sandbox) and that e-mails are not sent (decision 19), offers Exit Demo (logs out, spec 4 "Logout") and can be dismissed;
 * the dismissal lasts for the browser tab (sessionStorage).
 */
import { useState } from 'react';
import { FlaskConical, LogOut, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useLogout } from '@/client/components/layout/app-header';

const DISMISSED_KEY = 'cadence.demo-banner.dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function DemoBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const logout = useLogout();
  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); the banner just hides for this page.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label="Demo mode"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <FlaskConical className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <strong className="font-semibold">You are exploring a demo.</strong> No changes are saved:
          everything you do stays in a private sandbox that is removed when the demo ends. E-mails
          are not sent in the demo: the bell shows what would have been sent.
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            className="border-amber-400 bg-white text-amber-950 hover:bg-amber-100"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden="true" />
            Exit Demo
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="h-9 w-9 text-amber-900 hover:bg-amber-100"
            aria-label="Dismiss demo banner"
            onClick={dismiss}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
