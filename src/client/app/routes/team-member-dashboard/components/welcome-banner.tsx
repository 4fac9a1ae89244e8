/**
 * Welcome banner of the team member dashboard (spec 2.6): greeting plus the user's total,
 * completed and in-progress meeting counts.
 */

export function WelcomeBanner({
  firstName,
  counts,
}: {
  firstName: string;
  counts: { total: number; completed: number; inProgress: number } | undefined;
}) {
  const figures = [
    { label: 'Total meetings', value: counts?.total },
    { label: 'Completed', value: counts?.completed },
    { label: 'In progress', value: counts?.inProgress },
  ];
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-lg bg-brand-700 p-6 text-white shadow-sm"
    >
      <h2 id="welcome-heading" className="text-xl font-semibold">
        Welcome back, {firstName}!
      </h2>
      <p className="mt-1 text-sm text-brand-50">
        Track your 1:1s, follow through on action items and keep growing.
      </p>
      <dl className="mt-4 flex flex-wrap gap-3">
        {figures.map((f) => (
          <div key={f.label} className="min-w-28 rounded-md bg-white/10 px-4 py-2">
            <dt className="text-xs text-brand-50">{f.label}</dt>
            <dd className="text-2xl font-bold">{f.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
