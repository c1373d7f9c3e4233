import Button from '@mui/material/Button';
import { use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language, languages } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { OrganisationContext } from '../lib/organisation.ts';
import { LanguageIcon } from './icons/icons.tsx';
import { LazySlot } from './lazy-slot.tsx';
import { usePopup } from './use-popup.ts';

const LanguageMenu = lazyComponent(() => import('./language-menu.tsx').then((m) => m.LanguageMenu));

function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}

/**
 * Choose among the languages the organisation offers (English and French unless it names fewer, ADR
 * 0093); the choice is remembered on this device. With one language there is nothing to choose.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const popup = usePopup<HTMLElement>();
  const menuId = useId();
  const buttonId = useId();
  const offered = use(OrganisationContext)?.languages ?? languages;
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const code = current.toUpperCase();
  if (offered.length < 2 && offered.includes(current)) return null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<LanguageIcon />}
        // The name starts with the code shown ("EN (Language: English)"): speech users say what they see.
        aria-label={t('language.button', { code, language: t(`languages.${current}`) })}
        aria-haspopup="menu"
        aria-controls={popup.isOpen ? menuId : undefined}
        aria-expanded={popup.isOpen ? 'true' : undefined}
        onPointerEnter={LanguageMenu.prefetch}
        onFocus={LanguageMenu.prefetch}
        onClick={(event) => popup.open(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {code}
      </Button>
      {popup.mounted && (
        <LazySlot resetKey={popup.anchor}>
          <LanguageMenu
            id={menuId}
            buttonId={buttonId}
            anchor={popup.anchor}
            current={current}
            offered={offered}
            onClose={popup.close}
            onChoose={(language) => {
              popup.close();
              void changeLanguage(language);
            }}
          />
        </LazySlot>
      )}
    </>
  );
}
