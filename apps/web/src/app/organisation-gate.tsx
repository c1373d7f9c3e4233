import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { OrganisationContext, organisationQuery } from '../lib/organisation.ts';

/**
 * Nothing of the portal shows before the organisation is known: its oid goes with every data call
 * and its name and logo head every page. Until then, a loading state; if it fails, Retry.
 */
export function OrganisationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const query = useQuery(organisationQuery());
  if (query.isPending) {
    return (
      <Box component="main">
        <PageLoading minHeight="100vh" />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <ErrorState
          error={query.error}
          title={t('errors.portalFailed')}
          titleComponent="h1"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  return <OrganisationContext value={query.data}>{children}</OrganisationContext>;
}
