import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { usePopup } from '../../../components/use-popup.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

const AboutMenuList = lazyComponent(() => import('./about-menu-list.tsx').then((m) => m.AboutMenuList));

/** The header's About button and its menu. */
export function AboutMenu({ shortName }: { shortName: string }) {
  const { t } = useTranslation('public-site');
  const popup = usePopup<HTMLElement>();
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={popup.isOpen}
        aria-controls={popup.isOpen ? menuId : undefined}
        onPointerEnter={AboutMenuList.prefetch}
        onFocus={AboutMenuList.prefetch}
        onClick={(event) => popup.open(event.currentTarget)}
      >
        {t('header.about')}
      </Button>
      {popup.mounted && (
        <LazySlot resetKey={popup.anchor}>
          <AboutMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={popup.anchor}
            shortName={shortName}
            onClose={popup.close}
          />
        </LazySlot>
      )}
    </>
  );
}
