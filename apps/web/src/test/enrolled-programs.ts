import type { OperationOutput } from '../lib/api-client.ts';

type UserProgress = OperationOutput<'getUserTotalProgress'>;
type ProgramProgress = UserProgress['bpdata'][number];

/** One enrolled program as getUserTotalProgress lists it, without courses. */
export function enrolledProgram(bpid: string, ptitle: string): ProgramProgress {
  return {
    bpid,
    pid: `${bpid}-P`,
    ptitle,
    pname: ptitle,
    image: null,
    pdur: '6 months',
    psd: '2026-07-01',
    ped: '2027-01-31',
    per: 0,
    tcourses: [],
  };
}

/** The learner's programs: where the calendar and the announcements find the learner's bpids. */
export function enrolledIn(programs: ProgramProgress[]): UserProgress {
  return { bpdata: programs, progress: false, lastOpened: null };
}
