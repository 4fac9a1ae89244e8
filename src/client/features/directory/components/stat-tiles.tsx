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
            className="relative flex flex-col-reverse justify-center rounded-lg border border-slate-200 bg-white py-4 pl-17 pr-4 shadow-sm"
          >
            <dt className="text-sm text-slate-600">
              <span
                className="absolute left-4 top-1/2 -translate-y-1/2 rounded-full bg-brand-50 p-2.5 text-brand-700"
                aria-hidden="true"
              >
                {tile.icon}
              </span>
              {tile.label}
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{tile.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
