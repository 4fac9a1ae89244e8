/** Footer: a centred line with the current year and All rights reserved (spec 1). */
export function AppFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
      © {new Date().getFullYear()} Cadence. All rights reserved.
    </footer>
  );
}
