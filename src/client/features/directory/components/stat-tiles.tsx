/** A row of labelled figures (directory summaries and counters, spec 2.18). */
import type { ReactNode } from 'react';

export interface StatTile {
  label: string;
  value: number | undefined;
  icon: ReactNode;
}

export function StatTiles({ label, tiles }: { label: string; tiles: StatTile[] }) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span className="rounded-full bg-brand-50 p-2.5 text-brand-700" aria-hidden="true">
              {tile.icon}
            </span>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600">{tile.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{tile.value ?? '–'}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
