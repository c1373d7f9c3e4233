import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/** The university form's header: the organisation's logo, linking to the university's site (spec 3 §2). */
export function UniversityLogoLink() {
  const { t } = useTranslation('admissions');
  const { oid, name, logo, universityUrl } = useOrganisation();
  if (logo === '') return null;
  const image = (
    <Box
      component="img"
      src={mediaHref(oid, logo)}
      alt={universityUrl ? t('university.logoLink', { name }) : t('university.logoAlt', { name })}
      sx={{ display: 'block', height: 56, width: 'auto', maxWidth: '100%' }}
    />
  );
  if (!universityUrl) return image;
  return (
    <Link href={universityUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
      {image}
    </Link>
  );
}
