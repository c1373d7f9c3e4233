import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/icons/icons.tsx';
import { useUniversityTime } from '../../../lib/university-time.ts';
import type { DiscussionQuestion } from '../api/get-discussion.ts';
import { DeleteIcon, ReplyIcon } from './discussion-icons.tsx';
import { formatPostedAt } from './posted-at.ts';

export interface QuestionCardProps {
  question: DiscussionQuestion;
  onReply: () => void;
  onDeleteQuestion: () => void;
  onDeleteAnswer: (aid: string, text: string) => void;
}

/** Text a learner wrote: shown as text (never HTML), its line breaks kept, long words wrapped. */
function PostText({ text }: { text: string }) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

/** One question: its text, author and answer count, the answers behind a toggle, reply and delete. */
export function QuestionCard({ question, onReply, onDeleteQuestion, onDeleteAnswer }: QuestionCardProps) {
  const { t, i18n } = useTranslation('discussion');
  const zone = useUniversityTime();
  const [open, setOpen] = useState(false);
  const answersId = useId();
  const byline = (username: string, postedAt: string) =>
    t('byline', { username, date: formatPostedAt(postedAt, zone, i18n.language) });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PostText text={question.question} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {byline(question.username, question.postedAt)}
          </Typography>
        </Box>
        <Tooltip title={t('reply')}>
          <IconButton onClick={onReply} aria-label={t('replyTo', { username: question.username })}>
            <ReplyIcon />
          </IconButton>
        </Tooltip>
        {question.mine && (
          <Tooltip title={t('deleteQuestion')}>
            <IconButton onClick={onDeleteQuestion} aria-label={t('deleteQuestion')}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={answersId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        disabled={question.answers.length === 0}
        sx={{ mt: 1 }}
      >
        {t('answers', { count: question.answers.length })}
      </Button>
      <Collapse in={open} id={answersId}>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: { xs: 1, sm: 3 }, display: 'grid', gap: 1.5 }}>
          {question.answers.map((answer) => (
            <Box component="li" key={answer.aid} sx={{ listStyle: 'none', display: 'flex', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0, borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                <PostText text={answer.answer} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {byline(answer.username, answer.postedAt)}
                </Typography>
              </Box>
              {answer.mine && (
                <Tooltip title={t('deleteAnswer')}>
                  <IconButton
                    onClick={() => onDeleteAnswer(answer.aid, answer.answer)}
                    aria-label={t('deleteAnswer')}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
