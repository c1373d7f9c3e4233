import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useTaughtCourses } from '../../courses/api/list-taught-courses.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import type { FeedbackKind } from '../api/get-feedback-summary.ts';
import { CourseFeedbackSummary } from './course-feedback-summary.tsx';

const kinds: readonly FeedbackKind[] = ['cr', 'ir'];

/**
 * What learners say of the courses the member teaches (ADR 0078): choose a batch course (kept in the
 * address), then its course or instructor feedback, per question a chart of the ratings and the comments.
 */
export function FeedbackCharts() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const courses = useTaughtCourses(oid);
  const search = useSearchState();
  const chosen = search.get('course');
  const crir: FeedbackKind = search.get('tab') === 'ir' ? 'ir' : 'cr';
  const tabsId = useId();
  const tabId = (kind: FeedbackKind) => `${tabsId}-${kind}`;
  const panelId = `${tabsId}-panel`;
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('staffFeedback.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('staffFeedback.coursesFailed')}
        isEmpty={(list) => list.courses.length === 0}
        empty={t('staffFeedback.noCourses')}
      >
        {(list) => {
          const course = list.courses.find((row) => row.bcid === chosen);
          return (
            <>
              <TextField
                select
                label={t('staffFeedback.course')}
                value={course?.bcid ?? ''}
                onChange={(event) => search.update({ course: event.target.value })}
                fullWidth
                sx={{ maxWidth: 600, mb: 2 }}
              >
                {list.courses.map((row) => (
                  <MenuItem key={row.bcid} value={row.bcid} sx={{ whiteSpace: 'normal' }}>
                    {t('staffFeedback.courseOption', { course: row.ttitle, batch: row.batchTitle })}
                  </MenuItem>
                ))}
              </TextField>
              {course ? (
                <>
                  <Tabs
                    value={crir}
                    onChange={(_, kind: FeedbackKind) =>
                      search.update({ tab: kind === 'cr' ? undefined : kind })
                    }
                    aria-label={t('staffFeedback.tabsLabel')}
                    variant="scrollable"
                    allowScrollButtonsMobile
                    sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
                  >
                    {kinds.map((kind) => (
                      <Tab
                        key={kind}
                        value={kind}
                        id={tabId(kind)}
                        aria-controls={panelId}
                        label={t(`staffFeedback.tabs.${kind}`)}
                      />
                    ))}
                  </Tabs>
                  <Box role="tabpanel" id={panelId} aria-labelledby={tabId(crir)}>
                    <CourseFeedbackSummary key={`${course.bcid}-${crir}`} bcid={course.bcid} crir={crir} />
                  </Box>
                </>
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('staffFeedback.choose')}</Typography>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
