import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { PageLoading } from '../components/page-loading.tsx';
import { ReleaseHeldInput } from '../components/release-held-input.tsx';
import { PrefetchSession } from '../lib/session.ts';
import { OrganisationGate } from './organisation-gate.tsx';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

/** The whole app below the router (the browser's in production, a memory router in tests). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PrefetchSession />
        <OrganisationGate>
          {/* Screens wait here for their text catalogues on first use. */}
          <Suspense fallback={<PageLoading minHeight="100vh" />}>
            <AppRoutes />
            <ReleaseHeldInput />
          </Suspense>
        </OrganisationGate>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
