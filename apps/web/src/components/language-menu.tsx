import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n.ts';

export interface LanguageMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: Language;
  /** The languages the organisation offers. */
  offered: readonly Language[];
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The language switcher's menu (loaded on first use). */
export function LanguageMenu({
  id,
  buttonId,
  anchor,
  current,
  offered,
  onChoose,
  onClose,
}: LanguageMenuProps) {
  const { t } = useTranslation('common');
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
      {offered.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => onChoose(language)}
        >
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
