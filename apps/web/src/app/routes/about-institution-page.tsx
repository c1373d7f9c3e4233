import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../features/public-site/components/info-page.tsx';
import { OrganisationText } from '../../features/public-site/components/organisation-text.tsx';
import { useOrganisation } from '../../lib/organisation.ts';

/** `/about{institution}`: the organisation's own description. */
export function AboutInstitutionPage() {
  const { t } = useTranslation('public-site');
  const { shortName, aboutHtml } = useOrganisation();
  return (
    <InfoPage title={t('pages.aboutInstitution', { shortName })}>
      <OrganisationText html={aboutHtml} />
    </InfoPage>
  );
}
