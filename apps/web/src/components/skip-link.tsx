import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        p: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
