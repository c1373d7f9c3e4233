import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';

/** The steps and the pstatus from which each counts as reached (spec 1 §4). */
export const applicationSteps = [
  { step: 'fillYourDetails', from: 1 },
  { step: 'underReview', from: 2 },
  { step: 'approved', from: 3 },
] as const;

/**
 * How far an application has come, on the scale of the steps: a refused application (4) was reviewed
 * but not approved; one returned for changes (5) is being filled in again.
 */
function progressOf(pstatus: number): number {
  if (pstatus === 4) return 2;
  if (pstatus === 5) return 1;
  return pstatus;
}

function CheckIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </SvgIcon>
  );
}

/**
 * The progress row of an application (spec 1 §4): Fill Your Details from pstatus 1, Under Review from
 * 2, Approved from 3 (never after a refusal). Reached steps are highlighted, later ones dimmed; screen
 * readers hear which.
 */
export function ApplicationProgress({ pstatus }: { pstatus: number }) {
  const { t } = useTranslation('applications');
  return (
    <Box
      component="ol"
      aria-label={t('progressLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 0 },
        alignItems: 'center',
      }}
    >
      {applicationSteps.map(({ step, from }, index) => {
        const reached = progressOf(pstatus) >= from;
        return (
          <Box
            component="li"
            key={step}
            data-reached={reached}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: reached ? 'primary.main' : 'text.secondary',
            }}
          >
            {index > 0 && (
              <Box
                aria-hidden
                sx={{
                  display: { xs: 'none', sm: 'block' },
                  width: 32,
                  height: 2,
                  mx: 1,
                  bgcolor: reached ? 'primary.main' : 'divider',
                }}
              />
            )}
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '0.875rem',
                fontWeight: 700,
                border: 2,
                borderColor: reached ? 'primary.main' : 'divider',
                bgcolor: reached ? 'primary.main' : 'transparent',
                color: reached ? 'primary.contrastText' : 'text.secondary',
              }}
            >
              {reached ? <CheckIcon /> : index + 1}
            </Box>
            <Box component="span" sx={{ fontWeight: reached ? 700 : 400 }}>
              {t(`steps.${step}`)}
              <Box component="span" sx={visuallyHidden}>
                {` (${reached ? t('reached') : t('notReached')})`}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
