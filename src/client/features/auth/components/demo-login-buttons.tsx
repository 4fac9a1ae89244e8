/**
 * The landing page's three demo buttons (spec 2.9, 4 "Demo buttons", 8): each posts
 * /api/auth/demo-login/{senior-manager|manager|team}; on success the returned user becomes the
 * current user and the visitor goes to `/` (their home dashboard). Failures are only logged.
 */
import { useNavigate } from 'react-router';
import { Briefcase, Building2, UserRound, type LucideIcon } from 'lucide-react';
import type { DemoKind } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { useDemoLogin } from '../api/demo-login';

const DEMOS: { kind: DemoKind; label: string; hint: string; icon: LucideIcon }[] = [
  {
    kind: 'senior-manager',
    label: 'Try as Senior Manager',
    hint: 'See the whole organisation',
    icon: Building2,
  },
  { kind: 'manager', label: 'Try as Manager', hint: 'Run 1:1s with a team', icon: Briefcase },
  { kind: 'team', label: 'Try as Team Member', hint: 'Track your own growth', icon: UserRound },
];

export function DemoLoginButtons() {
  const navigate = useNavigate();
  const demoLogin = useDemoLogin();
  const start = (kind: DemoKind) =>
    demoLogin.mutate(kind, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => console.error('Demo login failed', error),
    });

  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {DEMOS.map(({ kind, label, hint, icon: Icon }) => {
        const pending = demoLogin.isPending && demoLogin.variables === kind;
        return (
          <li key={kind}>
            <Button
              variant="outline"
              className="h-auto w-full flex-col items-start gap-1 whitespace-normal rounded-lg px-4 py-3 text-left"
              disabled={demoLogin.isPending}
              aria-describedby={`demo-${kind}-hint`}
              onClick={() => start(kind)}
            >
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="text-brand-700" aria-hidden="true" />
                {label}
              </span>
              <span id={`demo-${kind}-hint`} className="text-xs font-normal text-slate-600">
                {pending ? 'Preparing your demo...' : hint}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
