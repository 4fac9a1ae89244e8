/**
 * "Who is here" (docs/live.md "Presence"): the full names of the people who have the 1:1's page
 * open, from the live connection's awareness, as a region of that name. A person who closes the
 * page leaves the list when their awareness state ends (at most 30 s).
 */
import type { LivePerson } from '../api/live-meeting';

/** Up to two initials of `name`, for the badge beside it. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The region "Who is here" listing `people` (the viewer marked "(you)"). */
export function WhoIsHere({ people, viewerId }: { people: LivePerson[]; viewerId: number }) {
  return (
    <section
      aria-labelledby="who-is-here-title"
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <h2 id="who-is-here-title" className="text-xs font-medium text-slate-600">
        Who is here
      </h2>
      {people.length === 0 ? (
        <p className="text-xs text-slate-600">Connecting…</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pl-0.5 pr-2.5 text-slate-800"
            >
              <span
                aria-hidden="true"
                className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-[11px] font-semibold text-white"
              >
                {initials(person.name)}
              </span>
              <span>{person.name}</span>
              {person.id === String(viewerId) && (
                <span className="text-xs text-slate-600">(you)</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
