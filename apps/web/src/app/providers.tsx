import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReauthDialog } from '../components/reauth-dialog';
import { AccountPreferencesSync } from '../lib/appearance-sync';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountPreferencesSync />
      {children}
      <ReauthDialog />
    </QueryClientProvider>
  );
}
