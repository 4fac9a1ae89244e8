/**
 * The landing page's three demo buttons (spec 2.9, 4 "Demo buttons", 8): each posts
 * /api/auth/demo-login/{senior-manager|manager|team}; on success the returned user becomes the
 * current user and the visitor goes to `/` (their home dashboard). Failures are only logged.
 */
import { useNavigate } from 'react-router';
import { ArrowRight, Briefcase, Building2, UserRound, type LucideIcon } from 'lucide-react';
import type { DemoKind } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { useDemoLogin } from '../api/demo-login';

const DEMOS: { kind: DemoKind; label: string; hint: string; icon: LucideIcon }[] = [
  {
    kind: 'senior-manager',
    label: 'Try as Senior Manager',
    hint: 'See the whole organisation, its people and every meeting',
    icon: Building2,
  },
  {
    kind: 'manager',
    label: 'Try as Manager',
    hint: 'Schedule and run 1:1s, follow your team’s progress',
    icon: Briefcase,
  },
  {
    kind: 'team',
    label: 'Try as Team Member',
    hint: 'Track your meetings and your own action items',
    icon: UserRound,
  },
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
    <ul className="grid grid-cols-1 gap-2">
      {DEMOS.map(({ kind, label, hint, icon: Icon }) => {
        const pending = demoLogin.isPending && demoLogin.variables === kind;
        return (
          <li key={kind}>
            <Button
              variant="outline"
              className="group h-auto w-full justify-start whitespace-normal gap-3 rounded-lg px-3 py-2.5 text-left hover:border-brand-500 hover:bg-brand-50"
              disabled={demoLogin.isPending}
              onClick={() => start(kind)}
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{label}</span>
                <span className="text-xs font-normal text-slate-600">
                  {pending ? 'Preparing your demo...' : hint}
                </span>
              </span>
              <ArrowRight
                className="text-slate-500 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
