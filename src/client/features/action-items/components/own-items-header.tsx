/**
 * Head of an own action-item page (spec 2.16): a back link (`backTo`: the home dashboard, or
 * /team-member for the completed page as the spec gives it, which the router sends home), the
 * page name as the h1 with a short description, and count tiles (value "–" while loading).
 */
import type { LucideIcon } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { cn } from '@/client/lib/utils';

export interface CountTile {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  /** Tailwind classes of the icon's circle (AA contrast pairs, e.g. bg-green-100 text-green-800). */
  tone: string;
}

export function OwnItemsHeader({
  title,
  description,
  tiles,
  backTo,
}: {
  title: string;
  description: string;
  tiles: CountTile[];
  backTo: string;
}) {
  return (
    <div className="grid gap-4">
      <div>
        <BackLink to={backTo} />
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">{description}</p>
      </div>
      <ul
        aria-label="Summary"
        className={cn('grid gap-3', tiles.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}
      >
        {tiles.map((tile) => (
          <li
            key={tile.label}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <span className={cn('hidden rounded-full p-2 sm:inline-flex', tile.tone)}>
              <tile.icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <p className="grid">
              <span className="text-2xl font-bold text-slate-900">{tile.value ?? '–'}</span>
              <span className="text-sm text-slate-600">{tile.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
