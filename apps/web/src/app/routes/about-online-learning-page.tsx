import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../features/public-site/components/info-page.tsx';
import { OrganisationText } from '../../features/public-site/components/organisation-text.tsx';
import { useOrganisation } from '../../lib/organisation.ts';

/** `/aboutOEP`: how online learning works at the organisation. */
export function AboutOnlineLearningPage() {
  const { t } = useTranslation('public-site');
  const { onlineLearningHtml } = useOrganisation();
  return (
    <InfoPage title={t('pages.onlineLearning')}>
      <OrganisationText html={onlineLearningHtml} />
    </InfoPage>
  );
}
