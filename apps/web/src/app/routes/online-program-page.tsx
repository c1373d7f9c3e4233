import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProgramCatalogue } from '../../features/programs/components/program-catalogue.tsx';
import { InfoPage } from '../../features/public-site/components/info-page.tsx';

/** `/onlineProgram`: every program open for study online, by group. */
export function OnlineProgramPage() {
  const { t } = useTranslation('public-site');
  return (
    <InfoPage title={t('pages.onlinePrograms')}>
      <Typography color="text.secondary">{t('landing.programsIntro')}</Typography>
      <ProgramCatalogue headingLevel="h2" />
    </InfoPage>
  );
}
