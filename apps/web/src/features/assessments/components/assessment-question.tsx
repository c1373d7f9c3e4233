import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { QuestionInput, type QuestionInputProps } from './question-input.tsx';

/**
 * One question of an assessment as the learner answers it: its text, its picture (at the address the
 * server signed for the learner on the content origin, ADR 0095) and its answer field. The quiz view
 * shows it, and so does an author's preview (ADR 0099).
 */
export function AssessmentQuestion(props: QuestionInputProps) {
  const { question } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SafeHtml html={question.istem} sx={{ mb: 2, overflowWrap: 'anywhere' }} />
      {question.img && <Box component="img" src={question.img} alt="" sx={{ maxWidth: '100%', mb: 2 }} />}
      <QuestionInput {...props} />
    </Paper>
  );
}
