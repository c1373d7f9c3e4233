import type { CatalogueBatch } from '@aula/contract/staff-catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../../components/icons/icons.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useSetBatchCourses } from '../api/set-batch-courses.ts';

interface Topic {
  tid: string;
  ttitle: string;
}

/**
 * The courses a batch runs, in order: moved up and down, marked elective, added from the curriculum,
 * removed (the server refuses a course learners have progress in; the button says so beforehand).
 */
export function BatchCourses({
  pid,
  batch,
  topics,
}: {
  pid: string;
  batch: CatalogueBatch;
  topics: Topic[];
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const change = useSetBatchCourses();
  const errorText = useStaffErrorText();
  const [adding, setAdding] = useState('');
  const courses = batch.courses.map(({ tid, telective }) => ({ tid, telective }));
  const titleOf = (tid: string) => topics.find((topic) => topic.tid === tid)?.ttitle ?? tid;
  const send = (next: typeof courses) => change.mutate({ oid, pid, bpid: batch.bpid, courses: next });
  const swap = (index: number, by: -1 | 1) => {
    const next = [...courses];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    send(next);
  };
  const addable = topics.filter((topic) => !courses.some((course) => course.tid === topic.tid));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h4" variant="subtitle1">
        {t('catalogue.batches.courses')}
      </Typography>
      {courses.length === 0 && (
        <Typography color="text.secondary">{t('catalogue.batches.noCourses')}</Typography>
      )}
      <List dense disablePadding>
        {batch.courses.map((course, index) => {
          const title = titleOf(course.tid);
          return (
            <ListItem key={course.bcid} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ flex: '1 1 180px' }}>{title}</Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={course.telective}
                    disabled={change.isPending}
                    onChange={(event) =>
                      send(
                        courses.map((c, i) => (i === index ? { ...c, telective: event.target.checked } : c)),
                      )
                    }
                  />
                }
                label={t('catalogue.batches.elective')}
              />
              <IconButton
                aria-label={t('catalogue.batches.up', { name: title })}
                disabled={change.isPending || index === 0}
                onClick={() => swap(index, -1)}
              >
                <ExpandLessIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('catalogue.batches.down', { name: title })}
                disabled={change.isPending || index === courses.length - 1}
                onClick={() => swap(index, 1)}
              >
                <ExpandMoreIcon fontSize="small" />
              </IconButton>
              <Button
                size="small"
                color="error"
                disabled={change.isPending || course.inUse}
                title={course.inUse ? t('catalogue.messages.courseHasProgress') : undefined}
                onClick={() => send(courses.filter((_, i) => i !== index))}
              >
                {t('catalogue.batches.remove', { name: title })}
              </Button>
              {course.inUse && (
                <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
                  {t('catalogue.batches.inUse')}
                </Typography>
              )}
            </ListItem>
          );
        })}
      </List>
      {addable.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('catalogue.batches.addCourse')}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {addable.map((topic) => (
              <MenuItem key={topic.tid} value={topic.tid}>
                {topic.ttitle}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={adding === '' || change.isPending}
            onClick={() => {
              send([...courses, { tid: adding, telective: false }]);
              setAdding('');
            }}
          >
            {t('catalogue.batches.add')}
          </Button>
        </Box>
      )}
      {change.isError && <Alert severity="error">{errorText(change.error)}</Alert>}
    </Box>
  );
}
