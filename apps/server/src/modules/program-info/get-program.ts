import type { ProgramInfo } from '@aula/contract/program-info';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { programsWithProgress } from '../progress/index.ts';
import { enrolledBatch } from './enrolled-batch.ts';

interface StoredPerson {
  name: string;
  designation: string;
  org: string;
  pic: string;
}

/** A person as the page shows them: their e-mail address stays on the server. */
const card = ({ name, designation, org, pic }: StoredPerson) => ({ name, designation, org, pic });

/**
 * The spec's GET_PROGRAM for the learner's program information pages: the program as batch `bpid`
 * runs it (texts, curriculum, dates) with the learner's progress. Only for a batch they are enrolled in.
 */
export async function getProgram(
  db: Db,
  user: SessionUser,
  { pid, bpid }: { pid: string; bpid: string },
): Promise<ProgramInfo> {
  const batch = await enrolledBatch(db, user, bpid);
  if (batch.pid !== pid) {
    throw new AppError('BAD_REQUEST', 'That batch is not of this program.', {
      pid: 'not the program of bpid',
    });
  }
  const { bpdata } = await programsWithProgress(db, user, [batch]);
  const progress = bpdata[0];
  if (!progress) throw new Error('the progress of an enrolled batch is missing');
  const { details } = batch;
  return {
    pid,
    bpid,
    pname: batch.pname,
    ptitle: progress.ptitle,
    pimage: progress.image,
    btitle: batch.btitle,
    pdur: progress.pdur,
    psd: progress.psd,
    ped: progress.ped,
    per: progress.per,
    ...(details.pinfo ? { pinfo: details.pinfo } : {}),
    poverview: details.poverview ?? '',
    pfeatures: details.pfeatures ?? '',
    poutcomes: details.poutcomes ?? '',
    pinstructors: (details.pinstructors ?? []).map((group) => ({
      title: group.title,
      value: group.value.map(card),
    })),
    ...(details.ccoordinator ? { ccoordinator: card(details.ccoordinator) } : {}),
    ...(details.cmentor ? { cmentor: card(details.cmentor) } : {}),
    pcurriculum: details.pcurriculum ?? [],
    pfaq: details.pfaq ?? [],
  };
}
