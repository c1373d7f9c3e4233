import { useParams } from 'react-router';
import { ProgramDetailView } from '../../features/program-detail/components/program-detail.tsx';
import { readChosenProgram } from '../../lib/chosen-program.ts';

/**
 * `/myProg/{pid}/{il}`, signed in or not: the program's details; il = 1 adds the scholarship
 * admission block. The batch remembered from the header goes with the request when it is this
 * program's (the spec's GET_PROGRAM sends oid, pid and bpid).
 */
export function ProgramDetailPage() {
  const { pid = '', il } = useParams();
  const chosen = readChosenProgram();
  const bpid = chosen?.pid === pid ? chosen.bpid : undefined;
  // A new program (or variant) is a new page: its tabs start again at Overview.
  return <ProgramDetailView key={`${pid}/${il}`} pid={pid} bpid={bpid} partner={il === '1'} />;
}
