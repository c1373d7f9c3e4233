import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaHref } from '../../../../lib/media.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';

/** The organisation's logo and short name (as the learner's header reads them), with "Staff", linking home. */
export function StaffBranding({ to }: { to: string }) {
  const { t } = useTranslation('staff');
  const { oid, name, shortName, logo } = useOrganisation();
  return (
    <Box
      component={RouterLink}
      to={to}
      // Starts with the text shown (speech users say what they see); the full name follows.
      aria-label={t('shell.home', { shortName, name })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minWidth: 0,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 700,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
      }}
    >
      {logo !== '' && (
        <Box
          component="img"
          src={mediaHref(oid, logo)}
          alt=""
          sx={{ height: { xs: 32, md: 40 }, width: 'auto', flexShrink: 0 }}
        />
      )}
      <Box component="span" sx={{ fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
        {t('shell.brand', { shortName })}
      </Box>
    </Box>
  );
}
