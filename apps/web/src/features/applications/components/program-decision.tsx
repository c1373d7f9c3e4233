import { useApplications } from '../api/get-application.ts';
import { DecisionMessage } from './decision-message.tsx';

/**
 * The decision beside a programme's card when its application was returned or refused: the message
 * comes from the learner's applications (one request however many cards show it).
 */
export function ProgramDecision({ applicationid, pstatus }: { applicationid: string; pstatus: number }) {
  const { data } = useApplications();
  const message = data?.find((application) => application.applicationid === applicationid)?.message;
  return <DecisionMessage pstatus={pstatus} message={message} />;
}
