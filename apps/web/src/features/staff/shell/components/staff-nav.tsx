import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { type StaffGrant, sectionsOf } from '../../staff-roles.ts';

const linkSx = {
  display: 'inline-block',
  px: 1.5,
  py: 1,
  borderRadius: 1,
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/**
 * The staff navigation, by role: a counsellor's Admissions, an admin's Admissions, Audit log and Staff
 * accounts; a member without those (an instructor) has their roles page.
 */
export function StaffNav({ grants }: { grants: readonly StaffGrant[] }) {
  const { t } = useTranslation('staff');
  const sections = sectionsOf(grants);
  const items =
    sections.length > 0
      ? sections.map((section) => ({ href: section.href, label: t(`nav.${section.key}`), end: false }))
      : [{ href: paths.staffHome.getHref(), label: t('nav.home'), end: true }];
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, py: 0.5 }}
      >
        {items.map((item) => (
          <li key={item.href}>
            <Box component={NavLink} to={item.href} end={item.end} sx={linkSx}>
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
