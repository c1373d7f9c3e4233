import { useTranslation } from 'react-i18next';
import { OrganisationHomeLink } from '../../../../components/organisation-home-link.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';

/** The organisation's logo and short name with "Staff", linking to `to`. */
export function StaffBranding({ to }: { to: string }) {
  const { t } = useTranslation('staff');
  const { name, shortName } = useOrganisation();
  return (
    <OrganisationHomeLink
      to={to}
      label={t('shell.home', { shortName, name })}
      text={t('shell.brand', { shortName })}
    />
  );
}
