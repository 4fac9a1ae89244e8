import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/client/lib/query-client';
import { Toaster } from '@/client/components/ui/toast';
import { HeaderActionsContext } from '@/client/components/layout/header-actions';
import { NotificationBell } from '@/client/features/notifications';
import { HeaderSearchBox } from '@/client/features/search';
import { seedCurrentUser } from '@/client/features/auth';

/** The header's actions on signed-in pages (rendered only there): search and the bell. */
const headerActions = (
  <>
    <HeaderSearchBox />
    <NotificationBell />
  </>
);

/**
 * The client's providers: one query client per page load (holding the signed-in user when the
 * server sent it with the page), the header's actions (the search box and the notification bell, which
 * components/layout may not import itself) and the toast region.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedCurrentUser(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <HeaderActionsContext.Provider value={headerActions}>
        {children}
      </HeaderActionsContext.Provider>
      <Toaster />
    </QueryClientProvider>
  );
}
