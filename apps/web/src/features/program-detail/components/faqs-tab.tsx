import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { ProgramDetail } from '../api/get-program-detail.ts';
import { EmptyTab } from './empty-tab.tsx';

/** FAQs tab: accordion groups, each a title and question/answer pairs (answers are HTML). */
export function FaqsTab({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('program-detail');
  const groups = program.pfaq.filter((group) => group.questions.length > 0);
  if (groups.length === 0) return <EmptyTab text={t('faqs.empty')} />;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {groups.map((group) => (
        <section key={group.title}>
          <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.questions.map((question) => (
            // The summary is a button inside an h3 (MUI's default heading slot).
            <Accordion key={question.ques} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 600 }}>{question.ques}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <SafeHtml html={question.ans} />
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      ))}
    </Box>
  );
}
