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
import type { DiscussionQuestion } from '../api/get-discussion.ts';
import { DeleteIcon, ReplyIcon } from './discussion-icons.tsx';
import { HiddenNotice } from './hidden-notice.tsx';
import { PostByline } from './post-byline.tsx';

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

/**
 * One question: its text, author and answer count, the answers behind a toggle, reply and delete. A
 * post by staff carries the staff badge; the learner's own post that staff hid says so, with the
 * reason; a locked question says it takes no answers and offers no reply.
 */
export function QuestionCard({ question, onReply, onDeleteQuestion, onDeleteAnswer }: QuestionCardProps) {
  const { t } = useTranslation('discussion');
  const [open, setOpen] = useState(false);
  const answersId = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PostText text={question.question} />
          <PostByline username={question.username} postedAt={question.postedAt} staff={question.staff} />
          <HiddenNotice hidden={question.hidden} held={question.held} />
          {question.locked && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
              {t('locked')}
            </Typography>
          )}
        </Box>
        {!question.locked && (
          <Tooltip title={t('reply')}>
            <IconButton onClick={onReply} aria-label={t('replyTo', { username: question.username })}>
              <ReplyIcon />
            </IconButton>
          </Tooltip>
        )}
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
                <PostByline username={answer.username} postedAt={answer.postedAt} staff={answer.staff} />
                <HiddenNotice hidden={answer.hidden} held={answer.held} />
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
