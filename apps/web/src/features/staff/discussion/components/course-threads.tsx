import { floodMinutes, floodPosts, staffDiscussionPageSize } from '@aula/contract/staff-discussion';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useCourseDiscussion } from '../api/list-course-discussion.ts';
import { type Moderation, useModerateDiscussion } from '../api/moderate-discussion.ts';
import { HideDialog } from './hide-dialog.tsx';
import { type PostTarget, ThreadCard } from './thread-card.tsx';

/** What the last moderation came to, said above the questions (which are read again either way). */
type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; error: unknown };

/**
 * The questions of one course the member teaches, newest first a page at a time (the page in the
 * address), each with its answers, lock and hide controls and an answer box; the outcome of each
 * change is said above them and takes the focus.
 */
export function CourseThreads({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const list = useCourseDiscussion({ oid, bcid, page: search.page });
  const moderate = useModerateDiscussion();
  const errorText = useStaffErrorText();
  const [hiding, setHiding] = useState<PostTarget | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const run = (moderation: Moderation, done: string): Promise<boolean> =>
    moderate.mutateAsync(moderation).then(
      () => {
        setOutcome({ kind: 'done', text: done });
        return true;
      },
      (error: unknown) => {
        setOutcome({ kind: 'failed', error });
        return false;
      },
    );
  const post = (target: PostTarget) => ({
    oid,
    bcid,
    qid: target.qid,
    ...(target.aid ? { aid: target.aid } : {}),
  });

  return (
    <Box sx={{ mt: 3 }}>
      {outcome?.kind === 'done' && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert ref={said} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(outcome.error)}
        </Alert>
      )}
      <QueryState
        query={list}
        errorTitle={t('discussion.failed')}
        isEmpty={(page) => page.total === 0}
        empty={t('discussion.empty')}
      >
        {(page) => (
          <>
            <Box sx={{ mb: 2 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={page.review}
                    disabled={moderate.isPending}
                    onChange={(_event, review) =>
                      void run(
                        { kind: 'review', body: { oid, bcid, review } },
                        t(review ? 'discussion.done.reviewOn' : 'discussion.done.reviewOff'),
                      )
                    }
                    slotProps={{ input: { 'aria-describedby': 'discussion-review-help' } }}
                  />
                }
                label={t('discussion.review')}
              />
              <Typography
                id="discussion-review-help"
                variant="body2"
                sx={{ color: 'text.secondary', maxWidth: '70ch' }}
              >
                {t('discussion.reviewHelp', { posts: floodPosts, minutes: floodMinutes })}
              </Typography>
            </Box>
            <Box
              component="ul"
              aria-label={t('discussion.questions')}
              aria-busy={list.isFetching}
              sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {page.rows.map((thread) => (
                <ThreadCard
                  key={thread.qid}
                  thread={thread}
                  busy={moderate.isPending}
                  onAnswer={(question, text) =>
                    run(
                      { kind: 'answer', body: { oid, bcid, qid: question.qid, text } },
                      t('discussion.done.answered', { username: question.username }),
                    )
                  }
                  onHide={setHiding}
                  onUnhide={(target) =>
                    void run(
                      { kind: 'unhide', body: post(target) },
                      t('discussion.done.unhidden', { username: target.username }),
                    )
                  }
                  onApprove={(target) =>
                    void run(
                      { kind: 'approve', body: post(target) },
                      t('discussion.done.approved', { username: target.username }),
                    )
                  }
                  onLock={(question, locked) =>
                    void run(
                      { kind: 'lock', body: { oid, bcid, qid: question.qid, locked } },
                      t(locked ? 'discussion.done.locked' : 'discussion.done.unlocked', {
                        username: question.username,
                      }),
                    )
                  }
                />
              ))}
            </Box>
            {page.total > staffDiscussionPageSize && (
              <TablePagination
                component="div"
                count={page.total}
                page={search.page}
                rowsPerPage={staffDiscussionPageSize}
                rowsPerPageOptions={[]}
                onPageChange={(_event, next) => search.setPage(next)}
                labelDisplayedRows={({ from, to, count }) => t('grid.shown', { from, to, count })}
                getItemAriaLabel={(type) => t(`grid.${type}`)}
              />
            )}
          </>
        )}
      </QueryState>
      {hiding && (
        <HideDialog
          text={hiding.text}
          busy={moderate.isPending}
          onCancel={() => setHiding(null)}
          onHide={(reason) =>
            void run(
              { kind: 'hide', body: { ...post(hiding), reason } },
              t('discussion.done.hidden', { username: hiding.username }),
            ).then(() => setHiding(null))
          }
        />
      )}
    </Box>
  );
}
