import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';

/** One of the organisation's public texts (about, online learning, contact), sanitised. */
export function OrganisationText({ html }: { html: string }) {
  const { t } = useTranslation('public-site');
  if (html.trim() === '') return <Typography color="text.secondary">{t('pages.empty')}</Typography>;
  return (
    <SafeHtml
      html={html}
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        '& h2': { typography: 'h2', mt: 3, mb: 1.5 },
        '& h3': { typography: 'h3', mt: 2.5, mb: 1 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
    />
  );
}
