import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../features/public-site/components/info-page.tsx';
import { OrganisationText } from '../../features/public-site/components/organisation-text.tsx';
import { useOrganisation } from '../../lib/organisation.ts';

/** `/contactUs`: the organisation's contact details. */
export function ContactPage() {
  const { t } = useTranslation('public-site');
  const { contactHtml } = useOrganisation();
  return (
    <InfoPage title={t('pages.contactUs')}>
      <OrganisationText html={contactHtml} />
    </InfoPage>
  );
}
