import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../lib/organisation.ts';

/** The browser tab's title: the page, then the organisation (React places `<title>` in the head). */
export function PageTitle({ page }: { page?: string }) {
  const { t } = useTranslation('common');
  const { name } = useOrganisation();
  return <title>{page ? t('pageTitle', { page, site: name }) : name}</title>;
}
