import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/icons.tsx';

export interface PlayerControlsProps {
  previousHref: string | undefined;
  nextHref: string | undefined;
  /** Mark Complete is offered (the object is open, not complete, and five seconds have passed). */
  canMarkComplete: boolean;
  complete: boolean;
  marking: boolean;
  onMarkComplete: () => void;
}

/** Prev, Mark Complete and Next under the object. */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation('course-player');
  const { previousHref, nextHref, canMarkComplete, complete, marking, onMarkComplete } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        component={RouterLink}
        to={previousHref ?? '#'}
        disabled={previousHref === undefined}
        startIcon={<ChevronLeftIcon />}
      >
        {t('prev')}
      </Button>
      {complete ? (
        <Chip color="success" label={t('completed')} />
      ) : (
        canMarkComplete && (
          <Button variant="contained" onClick={onMarkComplete} disabled={marking}>
            {t('markComplete')}
          </Button>
        )
      )}
      <Button
        component={RouterLink}
        to={nextHref ?? '#'}
        disabled={nextHref === undefined}
        endIcon={<ChevronRightIcon />}
      >
        {t('next')}
      </Button>
    </Box>
  );
}
