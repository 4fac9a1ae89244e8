import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Placeholder until the auth screens land. */
export function LandingRoute() {
  useDocumentTitle('Cadence');
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Cadence</h1>
    </main>
  );
}
