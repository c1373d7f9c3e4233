import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

export interface AboutMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  shortName: string;
  onClose: () => void;
}

/** The About menu's items (loaded on first use): the institution, and Online Learning. */
export function AboutMenuList({ id, buttonId, anchor, shortName, onClose }: AboutMenuListProps) {
  const { t } = useTranslation('public-site');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // Rendered inside the header's navigation landmark rather than at the end of the page.
      disablePortal
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem component={RouterLink} to={paths.aboutInstitution.getHref(shortName)} onClick={onClose}>
        {t('header.aboutInstitution', { shortName })}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.aboutOnlineLearning.getHref()} onClick={onClose}>
        {t('header.onlineLearning')}
      </MenuItem>
    </Menu>
  );
}
