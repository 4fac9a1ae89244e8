import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Placeholder until the auth screens land. */
export function LoginRoute() {
  useDocumentTitle('Sign In');
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Sign In</h1>
    </main>
  );
}
