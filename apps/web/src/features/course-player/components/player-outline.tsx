import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserCourseProgress } from '../api/get-user-course-progress.ts';

export interface PlayerOutlineProps {
  course: UserCourseProgress;
  currentId: string;
  hrefOf: (objectId: string) => string;
  onNavigate?: () => void;
}

/** The course's units, nuggets and objects, each object with the learner's state; a link to each. */
export function PlayerOutline({ course, currentId, hrefOf, onNavigate }: PlayerOutlineProps) {
  const { t } = useTranslation('course-player');
  const units = [...new Set(course.nuggets.map((nugget) => nugget.unit))];
  return (
    <Box component="nav" aria-label={t('outline')} sx={{ overflowY: 'auto' }}>
      {units.map((unit) => (
        <List
          key={unit}
          dense
          subheader={<ListSubheader sx={{ lineHeight: 1.4, py: 1 }}>{unit}</ListSubheader>}
        >
          {course.nuggets
            .filter((nugget) => nugget.unit === unit)
            .map((nugget) => (
              <Fragment key={nugget.nid}>
                <Box component="li" sx={{ px: 2, pt: 1, fontSize: '0.8125rem', fontWeight: 600 }}>
                  {nugget.ntitle}
                </Box>
                {nugget.objects.map((object) => (
                  <li key={object.oid}>
                    <ListItemButton
                      component={RouterLink}
                      to={hrefOf(object.oid)}
                      onClick={onNavigate}
                      selected={object.oid === currentId}
                      aria-current={object.oid === currentId ? 'page' : undefined}
                    >
                      <ListItemText
                        primary={object.otitle}
                        secondary={object.nenabled ? t(`status.${object.userOP.op}`) : t('disabled')}
                      />
                    </ListItemButton>
                  </li>
                ))}
              </Fragment>
            ))}
        </List>
      ))}
    </Box>
  );
}
