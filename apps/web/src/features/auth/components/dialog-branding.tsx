import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/**
 * The organisation's logo over the login and sign-up forms; in the partner variant (il = 1) the
 * partner's logo beside it and the scholarship notice (spec 1 §1).
 */
export function DialogBranding({ partner }: { partner: boolean }) {
  const { t } = useTranslation('auth');
  const { oid, name, logo, partnerLogo } = useOrganisation();
  const logos: { src: string; alt: string }[] = [];
  if (logo !== '') logos.push({ src: mediaHref(oid, logo), alt: t('logoAlt', { name }) });
  if (partner && partnerLogo) logos.push({ src: mediaHref(oid, partnerLogo), alt: t('partner.logoAlt') });
  return (
    <>
      {logos.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 3, mb: 2 }}>
          {logos.map((image) => (
            <Box
              key={image.src}
              component="img"
              src={image.src}
              alt={image.alt}
              sx={{ height: 48, width: 'auto', maxWidth: '45%' }}
            />
          ))}
        </Box>
      )}
      {partner && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }}>
          {t('partner.notice')}
        </Alert>
      )}
    </>
  );
}
