import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useDecideProjectMessage } from '../api/decide-project-message.ts';
import { type ReviewMessage, type ReviewThreadDetail, useProjectThread } from '../api/project-queries.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { ReviewMessageItem } from './review-message.tsx';
import { StatusChip } from './status-chip.tsx';

type Deciding = { decision: 'approve' | 'return'; message: ReviewMessage; version: number };

/**
 * One learner's thread of an objective: status, messages with staff replies and attachments, and on
 * each of the learner's messages (until the objective is approved) Approve and Return, each asking for
 * a comment. The outcome is said above the thread and takes the focus.
 */
export function ThreadReview({
  bcid,
  objid,
  eid,
  onBack,
}: {
  bcid: string;
  objid: string;
  eid: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const time = useStaffTime();
  const thread = useProjectThread({ oid, bcid, objid, eid });
  const decide = useDecideProjectMessage();
  const errorText = useStaffErrorText();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const said = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) said.current?.focus();
  }, [done]);
  // Opening a thread takes the focus to its heading once it has arrived, as a new page would.
  const loaded = thread.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const send = (current: Deciding, comment: string) =>
    decide.mutate(
      {
        oid,
        bcid,
        objid,
        eid,
        messageId: current.message.id,
        decision: current.decision,
        ...(comment === '' ? {} : { comment }),
        version: current.version,
      },
      {
        onSuccess: (result: ReviewThreadDetail) => {
          setDeciding(null);
          setDone(t(`staffProject.done.${current.decision}`, { name: result.learnerName }));
        },
      },
    );

  return (
    <Box sx={{ mt: 2 }}>
      <Button onClick={onBack}>{t('staffProject.back')}</Button>
      {done && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ my: 2 }}>
          {done}
        </Alert>
      )}
      <QueryState query={thread} errorTitle={t('staffProject.threadFailed')}>
        {(detail) => (
          <>
            <Typography
              ref={heading}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: '1.25rem', mt: 1, overflowWrap: 'anywhere' }}
            >
              {t('staffProject.threadTitle', { name: detail.learnerName, objective: detail.otitle })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
              <StatusChip objStatus={detail.objStatus} />
              {detail.approvedAt && (
                <Typography variant="body2">
                  {t('staffProject.approvedOn', { date: time.format(detail.approvedAt) })}
                </Typography>
              )}
            </Box>
            <Box
              component="ul"
              aria-label={t('staffProject.messages')}
              aria-busy={thread.isFetching}
              sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {detail.messages.map((message) => (
                <ReviewMessageItem
                  key={message.id}
                  message={message}
                  approved={detail.approvedMessageId === message.id}
                  decide={
                    message.author === 'learner' && detail.objStatus !== 2
                      ? (decision) => {
                          decide.reset();
                          setDeciding({ decision, message, version: detail.version });
                        }
                      : undefined
                  }
                />
              ))}
            </Box>
          </>
        )}
      </QueryState>
      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          text={deciding.message.message}
          busy={decide.isPending}
          error={decide.isError ? errorText(decide.error) : null}
          onCancel={() => setDeciding(null)}
          onDecide={(comment) => send(deciding, comment)}
        />
      )}
    </Box>
  );
}
