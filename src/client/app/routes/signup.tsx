import { useDocumentTitle } from '@/client/lib/use-document-title';

/** Placeholder until the auth screens land. */
export function SignUpRoute() {
  useDocumentTitle('Sign Up');
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Sign Up</h1>
    </main>
  );
}
