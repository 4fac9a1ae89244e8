/**
 * Decorative preview of a 1:1 for the landing page: a meeting card with agenda, notes and action
 * items. Purely illustrative; hidden from assistive technology.
 */
import { CalendarDays, CheckCircle2, Circle, Clock, Video } from 'lucide-react';

export function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-brand-100/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
              PS
            </span>
            <div>
              <p className="font-semibold text-slate-900">Weekly 1:1 with Priya</p>
              <p className="text-xs text-slate-600">Product Designer</p>
            </div>
          </div>
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800">
            Scheduled
          </span>
        </div>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-3.5 w-3.5" /> Thu, 14:00
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" /> 30 min
          </span>
          <span className="inline-flex items-center gap-1">
            <Video className="h-3.5 w-3.5" /> Zoom
          </span>
        </div>
        <div className="mt-4 rounded-lg bg-slate-50 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Agenda</p>
          <p className="mt-1 text-sm text-slate-800">
            Design review feedback, career goals for Q3, workload check-in.
          </p>
        </div>
        <div className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Action items
          </p>
          <ul className="mt-2 space-y-2 text-sm">
            <li className="flex items-center gap-2 text-slate-600 line-through">
              <CheckCircle2 className="h-4 w-4 text-brand-600" /> Share portfolio case study
            </li>
            <li className="flex items-center gap-2 text-slate-800">
              <Circle className="h-4 w-4 text-amber-600" /> Pair on the onboarding flow
            </li>
            <li className="flex items-center gap-2 text-slate-800">
              <Circle className="h-4 w-4 text-amber-600" /> Draft mentoring plan
            </li>
          </ul>
        </div>
        <div className="mt-5">
          <div className="flex justify-between text-xs text-slate-600">
            <span>Follow-through this quarter</span>
            <span className="font-semibold text-slate-900">86%</span>
          </div>
          <div className="mt-1.5 h-2 rounded-full bg-slate-100">
            <div className="h-2 w-[86%] rounded-full bg-brand-600" />
          </div>
        </div>
      </div>
    </div>
  );
}
