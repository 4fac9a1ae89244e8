import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Placeholder until the auth screens land. */
export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Page Not Found</h1>
    </main>
  );
}
