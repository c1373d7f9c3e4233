import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { groupsOf, type StaffGrant } from '../../staff-roles.ts';

const linkSx = {
  display: 'block',
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 } as const;

interface NavItem {
  href: string;
  label: string;
  end: boolean;
}

/**
 * The staff navigation (ADR 0068, grouped by ADR 0100): the pages a member's roles open, in labelled
 * groups (a heading and its list), only the groups that hold one of them; a member without any (an
 * instructor without courses) has their roles page. Wide, the groups sit in a column beside the page,
 * as Moodle's and Canvas's administration do; on a phone they sit behind a Menu button (a disclosure)
 * that closes when a page is chosen or on Escape, so the page, not twenty links, fills the first screen.
 */
export function StaffNav({ grants }: { grants: readonly StaffGrant[] }) {
  const { t } = useTranslation('staff');
  const baseId = useId();
  const menu = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const groups = groupsOf(grants).map((group) => ({
    key: group.key,
    items: group.sections.map((section) => ({
      href: section.href,
      label: t(`nav.${section.key}`),
      end: false,
    })),
  }));
  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    menu.current?.focus();
  };
  const links = (items: NavItem[], labelledBy?: string) => (
    <Box component="ul" aria-labelledby={labelledBy} sx={listSx}>
      {items.map((item) => (
        <li key={item.href}>
          <Box component={NavLink} to={item.href} end={item.end} onClick={close} sx={linkSx}>
            {item.label}
          </Box>
        </li>
      ))}
    </Box>
  );
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      onKeyDown={closeOnEscape}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: { xs: 1, md: 0 },
        borderRight: { md: 1 },
        borderColor: 'divider',
        px: { xs: 1, md: 1.5 },
        py: { md: 2 },
        width: { md: '15rem' },
        flexShrink: 0,
      }}
    >
      <Button
        ref={menu}
        aria-expanded={open}
        aria-controls={`${baseId}-groups`}
        onClick={() => setOpen((value) => !value)}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, my: 0.5 }}
      >
        {t('nav.menu')}
      </Button>
      <Box
        id={`${baseId}-groups`}
        sx={{ display: { xs: open ? 'grid' : 'none', md: 'grid' }, gap: 2, pb: { xs: 1, md: 0 } }}
      >
        {groups.length === 0
          ? links([{ href: paths.staffHome.getHref(), label: t('nav.home'), end: true }])
          : groups.map((group) => {
              const headingId = `${baseId}-${group.key}`;
              return (
                <div key={group.key}>
                  <Typography
                    component="h2"
                    id={headingId}
                    sx={{
                      px: 1.5,
                      mb: 0.5,
                      fontSize: '0.8125rem',
                      fontWeight: 700,
                      letterSpacing: '0.04em',
                      textTransform: 'uppercase',
                      color: 'text.secondary',
                    }}
                  >
                    {t(`nav.groups.${group.key}`)}
                  </Typography>
                  {links(group.items, headingId)}
                </div>
              );
            })}
      </Box>
    </Box>
  );
}
