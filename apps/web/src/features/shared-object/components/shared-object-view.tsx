import { SharedObjectQuery } from '@aula/contract/shared-objects';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSharedObject } from '../api/get-shared-object.ts';

/** The query's val1-val5 (val6 optional), or null when they do not make a shared-object link. */
function linkOf(params: URLSearchParams): SharedObjectQuery | null {
  const values = Object.fromEntries(
    ['val1', 'val2', 'val3', 'val4', 'val5', 'val6'].flatMap((key) => {
      const value = params.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const parsed = SharedObjectQuery.safeParse(values);
  return parsed.success ? parsed.data : null;
}

function NothingHere() {
  const { t } = useTranslation('shared-object');
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h5">
        {t('nothing')}
      </Typography>
    </Container>
  );
}

/**
 * /sharingobject (spec 3 §2): the learning object the link's values name, resolved by the server in
 * the organisation's own content, in a full-page sandboxed frame; otherwise 'There is nothing here to
 * display'. The address shown is always the server's, never one from the link.
 */
export function SharedObjectView() {
  const { t } = useTranslation('shared-object');
  const [params] = useSearchParams();
  const link = linkOf(params);
  const query = useSharedObject(link);
  return (
    <>
      <PageTitle page={t('title')} />
      {link === null ? (
        <NothingHere />
      ) : (
        <QueryState
          query={query}
          errorTitle={t('loadFailed')}
          isEmpty={(data) => data.ourl === null}
          empty={<NothingHere />}
        >
          {({ ourl }) => (
            <Box
              component="iframe"
              title={t('title')}
              src={ourl ?? undefined}
              // A page runs on the content origin (ADR 0083); other files are the portal's inert media.
              sx={{ display: 'block', width: '100%', height: 'calc(100vh - 64px)', border: 0 }}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
