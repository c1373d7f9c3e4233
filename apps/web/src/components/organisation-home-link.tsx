import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { mediaHref } from '../lib/media.ts';
import { useOrganisation } from '../lib/organisation.ts';

export interface OrganisationHomeLinkProps {
  to: string;
  /** What the link says to screen readers: starting with `text` (speech users say what they see). */
  label: string;
  /** Shown beside the logo. */
  text: string;
  /** Hide the text on phones, leaving the logo (the learner's header, which holds more). */
  textFromSmall?: boolean;
}

/** The organisation's logo and a short text, linking home: the learner's and the staff's headers alike. */
export function OrganisationHomeLink({ to, label, text, textFromSmall = false }: OrganisationHomeLinkProps) {
  const { oid, logo } = useOrganisation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={label}
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
      <Box
        component="span"
        sx={{
          display: textFromSmall ? { xs: 'none', sm: 'inline' } : 'inline',
          fontSize: '1.1rem',
          whiteSpace: textFromSmall ? undefined : 'nowrap',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
