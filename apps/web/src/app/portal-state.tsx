import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/page-loading.tsx';
import { type QueryLike, QueryState } from '../components/query-state.tsx';

/**
 * What the whole portal waits for (the organisation, the session) in its query states: a full-page
 * loading state, and on failure the page's only heading with Retry.
 */
export function PortalState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <QueryState
      query={query}
      errorTitle={t('errors.portalFailed')}
      errorTitleComponent="h1"
      loading={
        <Box component="main">
          <PageLoading minHeight="100vh" />
        </Box>
      }
      frameError={(errorState) => (
        <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
          {errorState}
        </Container>
      )}
    >
      {children}
    </QueryState>
  );
}
