import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReauthHost } from '../components/reauth-host';
import { AccountPreferencesSync } from '../lib/appearance-sync';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountPreferencesSync />
      {children}
      <ReauthHost />
    </QueryClientProvider>
  );
}
