import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfView } from '../../../../components/media-viewer/pdf-view.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import type { MarkedAnswer } from '../api/get-attempt-for-marking.ts';

/**
 * A learner's answer as a marker reads it: text as text (never HTML), a picture inline, a PDF in the
 * viewer on demand, any other file as a download; each file through this session's own address.
 */
export function AnswerView({ answer, question }: { answer: MarkedAnswer; question: number }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  if (answer.kind === 'none') {
    return <Typography sx={{ color: 'text.secondary' }}>{t('marking.attempt.noAnswer')}</Typography>;
  }
  if (answer.kind === 'text') {
    return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.text}</Typography>;
  }
  const title = t('marking.attempt.fileTitle', { n: question, name: answer.name });
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 1 }}>
        {t('marking.attempt.file', { name: answer.name, type: answer.type.toUpperCase() })}
      </Typography>
      {(answer.type === 'png' || answer.type === 'jpeg') && (
        <Box
          component="img"
          src={answer.url}
          alt={title}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 480,
            mb: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {answer.type === 'pdf' && (
          <Button
            variant="outlined"
            size="small"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t('marking.attempt.hidePdf') : t('marking.attempt.showPdf')}
          </Button>
        )}
        <Link href={answer.url} download={answer.name} sx={{ alignSelf: 'center' }}>
          {t('marking.attempt.download', { name: answer.name })}
        </Link>
      </Box>
      {open && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<PageLoading minHeight={240} />}>
            <PdfView src={answer.url} title={title} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
