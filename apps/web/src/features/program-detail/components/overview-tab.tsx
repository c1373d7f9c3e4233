import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { htmlToText } from '../../../lib/html-text.ts';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { EmptyTab } from './empty-tab.tsx';

const hasText = (html: string) => htmlToText(html) !== '' || /<img/i.test(html);

/** Overview tab: the overview, features and outcomes, each authored HTML. */
export function OverviewTab({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const sections = [
    { key: 'overview', title: undefined, html: program.poverview },
    { key: 'features', title: t('overview.features'), html: program.pfeatures },
    { key: 'outcomes', title: t('overview.outcomes'), html: program.poutcomes },
  ].filter((section) => hasText(section.html));
  if (sections.length === 0) return <EmptyTab text={t('overview.empty')} />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {sections.map((section) => (
        <section key={section.key}>
          {section.title && (
            <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
          )}
          <SafeHtml html={section.html} sx={{ '& img': { maxWidth: '100%', height: 'auto' } }} />
        </section>
      ))}
    </Box>
  );
}
