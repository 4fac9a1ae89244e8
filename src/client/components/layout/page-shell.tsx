import type { ReactNode } from 'react';
import type { User } from '@/shared/schemas/user';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { AppHeader } from './app-header';

/** A signed-in page: header, a main landmark with the page's content, titled "name – Cadence". */
export function PageShell({
  user,
  title,
  subtitle,
  children,
}: {
  user: User;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <AppHeader user={user} subtitle={subtitle} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </>
  );
}
