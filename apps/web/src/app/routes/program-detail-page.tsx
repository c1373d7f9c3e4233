import { useParams } from 'react-router';
import { ProgramApplicationPanel } from '../../features/applications/components/program-application-panel.tsx';
import { ProgramDetailView } from '../../features/program-detail/components/program-detail.tsx';
import { readChosenProgram } from '../../lib/chosen-program.ts';
import { useSession } from '../../lib/session.ts';

/**
 * `/myProg/{pid}/{il}`, signed in or not: the program's details; il = 1 adds the scholarship
 * admission block. The batch remembered from the header goes with the request when it is this
 * program's (the spec's GET_PROGRAM sends oid, pid and bpid). A signed-in learner also sees what the
 * program's status offers them (spec 3 §2: Apply, Continue Application, ... on a card or detail page).
 */
export function ProgramDetailPage() {
  const { pid = '', il } = useParams();
  const signedIn = useSession().data?.status === 'signedIn';
  const chosen = readChosenProgram();
  const bpid = chosen?.pid === pid ? chosen.bpid : undefined;
  const partner = il === '1';
  // A new program (or variant) is a new page: its tabs start again at Overview.
  return (
    <ProgramDetailView
      key={`${pid}/${il}`}
      pid={pid}
      bpid={bpid}
      partner={partner}
      application={signedIn && !partner ? <ProgramApplicationPanel pid={pid} /> : undefined}
    />
  );
}
