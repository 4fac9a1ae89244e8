/**
 * The four cards of the team member dashboard (spec 2.6): My 1:1s (meeting count), Completed
 * (completed action items, opens /completed-action-items), In Progress (pending action items,
 * opens /action-items) and Stuck Items (opens /stuck-action-items).
 */
import { Link } from 'react-router';
import { AlertTriangle, CalendarDays, CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/utils';

interface StatCard {
  title: string;
  value: number | undefined;
  hint: string;
  icon: LucideIcon;
  tone: string;
  to?: string;
}

function CardBody({ card }: { card: StatCard }) {
  const Icon = card.icon;
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-700">{card.title}</h3>
        <span className={cn('rounded-full p-2', card.tone)}>
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-2 text-3xl font-bold text-slate-900">{card.value ?? '–'}</div>
      <p className="mt-1 text-xs text-slate-600">{card.hint}</p>
    </>
  );
}

export function StatCards({
  meetings,
  completed,
  pending,
  stuck,
}: {
  meetings?: number;
  completed?: number;
  pending?: number;
  stuck?: number;
}) {
  const cards: StatCard[] = [
    {
      title: 'My 1:1s',
      value: meetings,
      hint: 'All your meetings',
      icon: CalendarDays,
      tone: 'bg-blue-100 text-blue-800',
    },
    {
      title: 'Completed',
      value: completed,
      hint: 'Action items done',
      icon: CheckCircle2,
      tone: 'bg-green-100 text-green-800',
      to: '/completed-action-items',
    },
    {
      title: 'In Progress',
      value: pending,
      hint: 'Pending action items',
      icon: Clock,
      tone: 'bg-orange-100 text-orange-800',
      to: '/action-items',
    },
    {
      title: 'Stuck Items',
      value: stuck,
      hint: 'Need help to move on',
      icon: AlertTriangle,
      tone: 'bg-amber-100 text-amber-900',
      to: '/stuck-action-items',
    },
  ];
  const box = 'block rounded-lg border border-slate-200 bg-white p-5 shadow-sm';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) =>
        card.to ? (
          <Link
            key={card.title}
            to={card.to}
            className={cn(box, 'transition-colors hover:border-brand-500 hover:bg-brand-50')}
          >
            <CardBody card={card} />
          </Link>
        ) : (
          <div key={card.title} className={box}>
            <CardBody card={card} />
          </div>
        ),
      )}
    </div>
  );
}
