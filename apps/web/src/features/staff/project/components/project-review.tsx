import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useProjectCourses } from '../api/project-queries.ts';
import { ObjectiveThreads } from './objective-threads.tsx';
import { ThreadReview } from './thread-review.tsx';

/**
 * Project work of the courses the member teaches (ADR 0075): choose a course and an objective (kept in
 * the address), then a learner's thread, and approve or return their message with a comment.
 */
export function ProjectReview() {
  const { t } = useTranslation('staff');
  const courses = useProjectCourses();
  const search = useSearchState();
  const chosen = search.get('course');
  const chosenObjective = search.get('objective');
  const learner = search.get('learner');
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('staffProject.intro')}</Typography>
      <QueryState
        query={courses}
        errorTitle={t('staffProject.coursesFailed')}
        isEmpty={(list) => list.rows.length === 0}
        empty={t('staffProject.noCourses')}
      >
        {(list) => {
          const course = list.rows.find((row) => row.bcid === chosen);
          const objective = course?.objectives.find((row) => row.objid === chosenObjective);
          return (
            <>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextField
                  select
                  label={t('staffProject.course')}
                  value={course?.bcid ?? ''}
                  onChange={(event) =>
                    search.update({ course: event.target.value, objective: undefined, learner: undefined })
                  }
                  sx={{ flex: '1 1 260px', maxWidth: 520, minWidth: 0 }}
                >
                  {list.rows.map((row) => (
                    <MenuItem key={row.bcid} value={row.bcid} sx={{ whiteSpace: 'normal' }}>
                      {t('staffProject.courseOption', {
                        course: row.courseTitle,
                        batch: row.batchTitle,
                        count: row.awaiting,
                      })}
                    </MenuItem>
                  ))}
                </TextField>
                {course && (
                  <TextField
                    select
                    label={t('staffProject.objective')}
                    value={objective?.objid ?? ''}
                    onChange={(event) => search.update({ objective: event.target.value, learner: undefined })}
                    sx={{ flex: '1 1 260px', maxWidth: 520, minWidth: 0 }}
                  >
                    {course.objectives.map((row) => (
                      <MenuItem key={row.objid} value={row.objid} sx={{ whiteSpace: 'normal' }}>
                        {t('staffProject.objectiveOption', {
                          nugget: row.ntitle,
                          objective: row.otitle,
                          count: row.awaiting,
                        })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
              {!course || !objective ? (
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>
                  {t(course ? 'staffProject.chooseObjective' : 'staffProject.chooseCourse')}
                </Typography>
              ) : learner ? (
                <ThreadReview
                  key={`${objective.objid} ${learner}`}
                  bcid={course.bcid}
                  objid={objective.objid}
                  eid={learner}
                  onBack={() => search.update({ learner: undefined })}
                />
              ) : (
                <ObjectiveThreads
                  key={objective.objid}
                  bcid={course.bcid}
                  objid={objective.objid}
                  onOpen={(eid) => search.update({ learner: eid })}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
