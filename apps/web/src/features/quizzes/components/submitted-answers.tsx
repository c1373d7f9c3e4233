import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { AssignmentData } from '../api/get-assignment-data.ts';

/** The learner's submitted answers, as plain text (never HTML) and links to their own files. */
export function SubmittedAnswers({ data }: { data: AssignmentData }) {
  const { t } = useTranslation('quizzes');
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle1">
        {t('mini.yourAnswers')}
      </Typography>
      {data.qitems.map((question, index) => {
        const answer = data.response?.[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id and never move
          <Box key={index}>
            <SafeHtml html={question.istem} sx={{ '& p': { my: 0.5 }, color: 'text.secondary' }} />
            {answer?.text && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography>}
            {answer?.fileUrl && answer.orgname && (
              <Link href={answer.fileUrl} target="_blank" rel="noopener">
                {t('mini.viewFile', { name: answer.orgname })}
              </Link>
            )}
          </Box>
        );
      })}
      {data.score !== null && (
        <Typography sx={{ fontWeight: 600 }}>{t('mini.score', { score: data.score })}</Typography>
      )}
    </Box>
  );
}
