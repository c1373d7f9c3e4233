import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { OrganisationGate } from '../app/organisation-gate.tsx';
import { theme } from '../app/theme.ts';
import '../lib/i18n.ts';

/**
 * One component inside the app's providers (query cache without retries, theme, organisation, text
 * catalogues), without routes: for a feature's part that a page of another helper composes.
 */
export function renderWithinApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <OrganisationGate>
          <Suspense fallback={null}>{ui}</Suspense>
        </OrganisationGate>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
