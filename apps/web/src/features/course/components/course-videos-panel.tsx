import TableCell from '@mui/material/TableCell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLink } from '../../../components/content-link.tsx';
import type { ViewedFile } from '../../../components/media-viewer/media-file.ts';
import { MediaViewerDialog } from '../../../components/media-viewer/media-viewer-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCourseVideos } from '../api/get-course-videos.ts';
import { AttachmentTitle, attachmentKey } from './attachment-title.tsx';
import { PagedTable } from './paged-table.tsx';
import { formatVideoDate } from './video-date.ts';

/** Course videos: a paged table of title, date (DD-MM-YYYY) and link; a file opens in the viewer. */
export function CourseVideosPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course');
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  return (
    <QueryState
      query={useCourseVideos(courseId)}
      errorTitle={t('videos.loadFailed')}
      isEmpty={(answer) => answer.video.length === 0}
      empty={t('noData')}
    >
      {({ video }) => (
        <>
          <PagedTable
            label={t('tabs.videos')}
            rows={video}
            columns={3}
            head={
              <>
                <TableCell>{t('videos.title')}</TableCell>
                <TableCell>{t('videos.date')}</TableCell>
                <TableCell>{t('videos.link')}</TableCell>
              </>
            }
            rowKey={attachmentKey}
            row={(item) => (
              <>
                <TableCell>
                  <AttachmentTitle item={item} onOpen={setViewed} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatVideoDate(item.date)}</TableCell>
                <TableCell>
                  {item.link && (
                    <ContentLink href={item.link} aria-label={t('linkOf', { title: item.title })}>
                      {t('link')}
                    </ContentLink>
                  )}
                </TableCell>
              </>
            )}
          />
          <MediaViewerDialog file={viewed} onClose={() => setViewed(null)} />
        </>
      )}
    </QueryState>
  );
}
