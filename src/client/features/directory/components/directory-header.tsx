/**
 * Head of a directory list (spec 2.18 All Managers, All Team Members): the page name as h1, a
 * description, and the summary of the whole directory as a row of labelled figures (each "–"
 * until the answer arrives).
 */
import type { LucideIcon } from 'lucide-react';
import { StatTiles } from './stat-tiles';

export function DirectoryHeader({
  title,
  description,
  summaryLabel,
  tiles,
}: {
  title: string;
  description: string;
  /** Accessible name of the summary. */
  summaryLabel: string;
  tiles: { label: string; value: number | undefined; icon: LucideIcon }[];
}) {
  return (
    <>
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{description}</p>
      </div>
      <StatTiles
        label={summaryLabel}
        tiles={tiles.map(({ icon: Icon, ...tile }) => ({
          ...tile,
          icon: <Icon className="h-5 w-5" />,
        }))}
      />
    </>
  );
}
