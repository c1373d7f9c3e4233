import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useDiscussionOutbox } from '../api/discussion-outbox.ts';
import { type DiscussionQuestion, useDiscussion } from '../api/get-discussion.ts';
import type { DiscussionChange } from '../api/update-discussion.ts';
import { useActionFailure } from './action-failure.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { PendingPosts } from './pending-posts.tsx';
import { QuestionBox } from './question-box.tsx';
import { QuestionCard } from './question-card.tsx';

type Deleting = { change: Extract<DiscussionChange, { qtype: 2 | 3 }>; text: string };

/**
 * The Discussion tab of the course page (spec 2 §2): a question box, and the batch's questions with
 * their authors and answers, a reply popup, and delete for the learner's own posts. Posts made offline
 * wait on the device, shown as pending, and go when the connection returns.
 */
export function DiscussionPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('discussion');
  const query = useDiscussion(courseId);
  const [replying, setReplying] = useState<DiscussionQuestion | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [posted, setPosted] = useState(false);
  const outbox = useDiscussionOutbox(courseId);
  const laterFailure = useActionFailure(outbox.failure);
  return (
    <Box sx={{ pt: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <QuestionBox post={outbox.post} onPosted={() => setPosted(true)} onTyping={() => setPosted(false)} />
      <Box role="status">
        {outbox.offline && outbox.items.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('offline')}
          </Alert>
        )}
      </Box>
      {laterFailure && (
        <Alert severity="error" onClose={outbox.dismiss} sx={{ mb: 2 }}>
          {laterFailure}
        </Alert>
      )}
      <PendingPosts items={outbox.items} />
      <Box role="status">
        {posted && (
          <Alert severity="success" onClose={() => setPosted(false)}>
            {t('posted')}
          </Alert>
        )}
      </Box>
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        errorTitleComponent="h3"
        isEmpty={(discussion) => discussion.pages.every((page) => page.discussion.length === 0)}
        empty={t('empty')}
      >
        {(discussion) => (
          <>
            <Box
              component="ul"
              aria-label={t('questions')}
              sx={{ m: 0, p: 0, mt: 2, display: 'grid', gap: 2 }}
            >
              {discussion.pages
                .flatMap((page) => page.discussion)
                .map((question) => (
                  <QuestionCard
                    key={question.qid}
                    question={question}
                    onReply={() => {
                      setPosted(false);
                      setReplying(question);
                    }}
                    onDeleteQuestion={() =>
                      setDeleting({ change: { qtype: 2, qid: question.qid }, text: question.question })
                    }
                    onDeleteAnswer={(aid, text) =>
                      setDeleting({ change: { qtype: 3, qid: question.qid, aid }, text })
                    }
                  />
                ))}
            </Box>
            {query.hasNextPage && (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            )}
          </>
        )}
      </QueryState>
      {replying && (
        <AnswerDialog
          question={replying}
          post={outbox.post}
          onClose={() => setReplying(null)}
          onPosted={() => {
            setReplying(null);
            setPosted(true);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          bcid={courseId}
          change={deleting.change}
          text={deleting.text}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
