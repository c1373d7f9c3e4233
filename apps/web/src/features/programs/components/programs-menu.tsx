import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { usePopup } from '../../../components/use-popup.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useAllProgramList } from '../api/get-all-program-list.ts';

const ProgramsPanel = lazyComponent(() => import('./programs-panel.tsx').then((m) => m.ProgramsPanel));

/**
 * The header's Programs button (wide screens): a panel of links grouped Post Graduate, Under
 * Graduate, Diploma, Certificate and Doctor Of Pharmacy. It is a disclosure of links, not an
 * ARIA menu: Tab moves through the programs and Escape closes it.
 */
export function ProgramsMenu() {
  const { t } = useTranslation('programs');
  const popup = usePopup<HTMLElement>();
  const panelId = useId();
  // Fetch with the header, so the panel opens on a ready catalogue.
  useAllProgramList();

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-expanded={popup.isOpen}
        aria-controls={popup.isOpen ? panelId : undefined}
        onPointerEnter={ProgramsPanel.prefetch}
        onFocus={ProgramsPanel.prefetch}
        onClick={(event) => popup.open(event.currentTarget)}
      >
        {t('menuLabel')}
      </Button>
      {popup.mounted && (
        <LazySlot resetKey={popup.anchor}>
          <ProgramsPanel id={panelId} anchor={popup.anchor} onClose={popup.close} />
        </LazySlot>
      )}
    </>
  );
}
