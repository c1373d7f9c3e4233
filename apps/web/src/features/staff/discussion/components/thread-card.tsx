import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { StaffAnswer, StaffThread } from '../api/list-course-discussion.ts';
import { PostMeta, PostText } from './post-meta.tsx';
import { StaffAnswerBox } from './staff-answer-box.tsx';

/** A post the member acts on: the question, or one of its answers. */
export interface PostTarget {
  qid: string;
  aid?: string;
  text: string;
  username: string;
}

export interface ThreadCardProps {
  thread: StaffThread;
  busy: boolean;
  onAnswer: (thread: StaffThread, text: string) => Promise<boolean>;
  onHide: (target: PostTarget) => void;
  onUnhide: (target: PostTarget) => void;
  onLock: (thread: StaffThread, locked: boolean) => void;
  onApprove: (target: PostTarget) => void;
}

/** Lets a post held for review into the discussion. */
function ApproveButton({
  target,
  busy,
  onApprove,
}: { target: PostTarget; busy: boolean } & Pick<ThreadCardProps, 'onApprove'>) {
  const { t } = useTranslation('staff');
  return (
    <Button
      size="small"
      color="success"
      disabled={busy}
      onClick={() => onApprove(target)}
      aria-label={t(target.aid ? 'discussion.approveAnswer' : 'discussion.approveQuestion', {
        username: target.username,
      })}
    >
      {t('discussion.approve')}
    </Button>
  );
}

/** Hide (with a reason, asked next) or show again one post. */
function HideToggle({
  hidden,
  target,
  busy,
  onHide,
  onUnhide,
}: {
  hidden: boolean;
  target: PostTarget;
  busy: boolean;
} & Pick<ThreadCardProps, 'onHide' | 'onUnhide'>) {
  const { t } = useTranslation('staff');
  const kind = target.aid ? 'Answer' : 'Question';
  return hidden ? (
    <Button
      size="small"
      disabled={busy}
      onClick={() => onUnhide(target)}
      aria-label={t(`discussion.unhide${kind}`, { username: target.username })}
    >
      {t('discussion.unhide')}
    </Button>
  ) : (
    <Button
      size="small"
      color="warning"
      disabled={busy}
      onClick={() => onHide(target)}
      aria-label={t(`discussion.hide${kind}`, { username: target.username })}
    >
      {t('discussion.hide.action')}
    </Button>
  );
}

function AnswerItem({
  answer,
  qid,
  ...actions
}: { answer: StaffAnswer; qid: string; busy: boolean } & Pick<
  ThreadCardProps,
  'onHide' | 'onUnhide' | 'onApprove'
>) {
  const target = { qid, aid: answer.aid, text: answer.answer, username: answer.username };
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0, borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
        <PostText text={answer.answer} />
        <PostMeta post={answer} />
      </Box>
      {answer.held && <ApproveButton target={target} busy={actions.busy} onApprove={actions.onApprove} />}
      <HideToggle
        hidden={answer.hidden !== null}
        target={target}
        busy={actions.busy}
        onHide={actions.onHide}
        onUnhide={actions.onUnhide}
      />
    </Box>
  );
}

/**
 * One question as staff moderate it: its text and author, hidden or held or not, its lock, every answer
 * (hidden and held ones too, marked; a held one to approve), and the box to answer it as staff. Learners' strings are text only.
 */
export function ThreadCard({ thread, busy, onAnswer, onHide, onUnhide, onLock, onApprove }: ThreadCardProps) {
  const { t } = useTranslation('staff');
  const question: PostTarget = { qid: thread.qid, text: thread.question, username: thread.username };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <PostText text={thread.question} />
          <PostMeta post={thread} />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={thread.locked}
              disabled={busy}
              onChange={(_event, locked) => onLock(thread, locked)}
              slotProps={{
                input: { 'aria-label': t('discussion.lockOf', { username: thread.username }) },
              }}
            />
          }
          label={t('discussion.locked')}
        />
        {thread.held && <ApproveButton target={question} busy={busy} onApprove={onApprove} />}
        <HideToggle
          hidden={thread.hidden !== null}
          target={question}
          busy={busy}
          onHide={onHide}
          onUnhide={onUnhide}
        />
      </Box>
      <Box
        component="ul"
        aria-label={t('discussion.answersOf', { count: thread.answers.length })}
        sx={{ m: 0, mt: 1, pl: { xs: 1, sm: 3 }, display: 'grid', gap: 1.5 }}
      >
        {thread.answers.map((answer) => (
          <AnswerItem
            key={answer.aid}
            answer={answer}
            qid={thread.qid}
            busy={busy}
            onHide={onHide}
            onUnhide={onUnhide}
            onApprove={onApprove}
          />
        ))}
      </Box>
      <StaffAnswerBox username={thread.username} busy={busy} onAnswer={(text) => onAnswer(thread, text)} />
    </Paper>
  );
}
