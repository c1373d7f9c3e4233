import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { mediaHref } from '../../../lib/media.ts';
import type { Organisation } from '../../../lib/organisation.ts';

/** The organisation's logo and name, leading home. The short name stands in on narrow screens. */
export function HomeLink({ organisation }: { organisation: Organisation }) {
  return (
    <Box
      component={RouterLink}
      to={paths.landing.getHref()}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'primary.main',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
      }}
    >
      {organisation.logo !== '' && (
        <Box
          component="img"
          src={mediaHref(organisation.oid, organisation.logo)}
          alt=""
          sx={{ height: { xs: 36, md: 44 }, width: 'auto', flexShrink: 0 }}
        />
      )}
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.2, minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {organisation.name}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', lg: 'none' } }}>
          {organisation.shortName}
        </Box>
      </Box>
    </Box>
  );
}
