import { useEffect } from 'react';

/** Sets the page title to "page name – Cadence" (spec 1). */
export function useDocumentTitle(pageName: string): void {
  useEffect(() => {
    document.title = `${pageName} – Cadence`;
  }, [pageName]);
}
