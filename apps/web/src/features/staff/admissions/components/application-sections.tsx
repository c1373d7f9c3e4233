import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Admission } from '../api/get-admission.ts';
import { fieldLabel, isSectionKey } from './section-labels.ts';

/** Every section as the applicant filled it: a heading and a definition list each, values as text. */
export function ApplicationSections({ sections }: { sections: Admission['sections'] }) {
  const { t } = useTranslation('staff');
  if (sections.length === 0) return <Typography>{t('admission.noSections')}</Typography>;
  return (
    <>
      {sections.map((section) => (
        <Paper key={section.section} component="section" variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {isSectionKey(section.section) ? t(`admission.sectionNames.${section.section}`) : section.section}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
            }}
          >
            {section.fields.map((field) => (
              <Box key={field.name} sx={{ display: 'contents' }}>
                <dt>{fieldLabel(field.name)}</dt>
                <dd>{field.value === '' ? '—' : field.value}</dd>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </>
  );
}
