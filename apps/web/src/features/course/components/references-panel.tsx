import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLink } from '../../../components/content-link.tsx';
import type { ViewedFile } from '../../../components/media-viewer/media-file.ts';
import { MediaViewerDialog } from '../../../components/media-viewer/media-viewer-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useReferences } from '../api/get-references.ts';
import { AttachmentTitle, attachmentKey } from './attachment-title.tsx';
import { PagedTable } from './paged-table.tsx';

/** References: a paged table of titles; a file opens in the viewer, a link opens outside the portal. */
export function ReferencesPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course');
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  return (
    <QueryState
      query={useReferences(courseId)}
      errorTitle={t('references.loadFailed')}
      isEmpty={(answer) => answer.refer.length === 0}
      empty={t('noData')}
    >
      {({ refer }) => (
        <>
          <PagedTable
            label={t('tabs.references')}
            rows={refer}
            columns={1}
            head={<TableCell>{t('references.title')}</TableCell>}
            rowKey={attachmentKey}
            row={(item) => (
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {item.ourl || !item.link ? (
                    <AttachmentTitle item={item} onOpen={setViewed} />
                  ) : (
                    <ContentLink href={item.link}>{item.title}</ContentLink>
                  )}
                  {item.ourl && item.link && (
                    <ContentLink href={item.link} aria-label={t('linkOf', { title: item.title })}>
                      {t('link')}
                    </ContentLink>
                  )}
                </Stack>
              </TableCell>
            )}
          />
          <MediaViewerDialog file={viewed} onClose={() => setViewed(null)} />
        </>
      )}
    </QueryState>
  );
}
