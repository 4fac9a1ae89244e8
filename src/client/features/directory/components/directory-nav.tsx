/**
 * The directories' navigation bar (spec 2.18), dependent on the signed-in user's role: their
 * dashboard, All Managers and All Team Members. The current page is marked `aria-current`.
 */
import { NavLink } from 'react-router';
import { cn } from '@/client/lib/utils';
import { directoryNavFor } from '../lib/directory-nav';

export function DirectoryNav({ role }: { role: string }) {
  return (
    <nav aria-label="Directory" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {directoryNavFor(role).map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center rounded-t-md border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
