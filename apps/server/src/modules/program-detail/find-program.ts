import type { Output } from '@aula/contract/operation';
import type { getProgramDetail } from '@aula/contract/program-detail';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { currentBatchOf, isBatchOf } from './queries.ts';
import { findVisibleProgram, type ProgramRow } from './visible-program.ts';

type ProgramDetail = Output<typeof getProgramDetail>;

/**
 * The stored texts as the page shows them. Fields are listed one by one so that nothing stored but
 * private (instructors' e-mail addresses) leaves the server; a program whose texts are not written
 * yet answers empty ones. The HTML was sanitised when it was imported.
 */
function publicDetails({ pid, pname, details }: ProgramRow): Omit<ProgramDetail, 'bpid'> {
  return {
    pid,
    pname,
    ptitle: details.ptitle ?? pname,
    ...(details.pimage ? { pimage: details.pimage } : {}),
    etype: details.etype ?? 'instructor',
    evbab: details.evbab ?? false,
    ...(details.pinfo ? { pinfo: details.pinfo } : {}),
    poverview: details.poverview ?? '',
    pfeatures: details.pfeatures ?? '',
    poutcomes: details.poutcomes ?? '',
    pinstructors: (details.pinstructors ?? []).map((group) => ({
      title: group.title,
      value: group.value.map(({ name, designation, org, pic }) => ({ name, designation, org, pic })),
    })),
    pcurriculum: details.pcurriculum ?? [],
    pfaq: details.pfaq ?? [],
    ...(details.admission ? { admission: details.admission } : {}),
  };
}

/**
 * The spec's GET_PROGRAM for the program detail page: the program's public details, about batch
 * `bpid` when given (it must be one of the program's), else about its current batch.
 */
export async function findProgram(
  db: Db,
  user: SessionUser | null,
  { oid, pid, bpid }: { oid: string; pid: string; bpid?: string | undefined },
): Promise<ProgramDetail> {
  const program = await findVisibleProgram(db, user, oid, pid);
  if (bpid !== undefined && !(await isBatchOf(db, oid, pid, bpid))) {
    throw new AppError('NOT_FOUND', 'No such batch of this program.', {
      bpid: 'not a batch of this program',
    });
  }
  return { ...publicDetails(program), bpid: bpid ?? (await currentBatchOf(db, oid, pid)) };
}
