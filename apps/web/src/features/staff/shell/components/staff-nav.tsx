import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { type StaffGrant, sectionsOf } from '../../staff-roles.ts';

const linkSx = {
  display: 'block',
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
 * The staff navigation, by role: a counsellor's Admissions, an admin's every section; a member without
 * any (an instructor without courses) has their roles page. Wide, the sections sit in a row; on a phone
 * they sit behind a Menu button (a disclosure, as Canvas and Moodle do) that closes when a page is
 * chosen, so that the page, not five rows of links, fills the first screen.
 */
export function StaffNav({ grants }: { grants: readonly StaffGrant[] }) {
  const { t } = useTranslation('staff');
  const listId = useId();
  const [open, setOpen] = useState(false);
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
      <Button
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, my: 0.5 }}
      >
        {t('nav.menu')}
      </Button>
      <Box
        component="ul"
        id={listId}
        sx={{
          display: { xs: open ? 'flex' : 'none', sm: 'flex' },
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          py: 0.5,
        }}
      >
        {items.map((item) => (
          <li key={item.href}>
            <Box component={NavLink} to={item.href} end={item.end} onClick={() => setOpen(false)} sx={linkSx}>
              {item.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
