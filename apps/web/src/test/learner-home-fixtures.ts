import type { UserProgress } from '../lib/user-progress.ts';

type Course = UserProgress['bpdata'][number]['tcourses'][number];

function course(tid: string, ttitle: string, per: number, extra: Partial<Course> = {}): Course {
  return {
    tid,
    ttitle,
    tdur: 4,
    per,
    selected: true,
    telective: false,
    pid: 'PV',
    bpid: 'PV-2026',
    bcid: `PV-2026-${tid}`,
    image: `images/topics/${tid}.svg`,
    ...extra,
  };
}

/** A learner in two programs: six courses of pharmacovigilance (one an elective not chosen), one of care. */
export function learnerProgress(overrides: Partial<UserProgress> = {}): UserProgress {
  return {
    bpdata: [
      {
        bpid: 'PV-2026',
        pid: 'PV',
        ptitle: 'Certificate in Pharmacovigilance',
        pname: 'Certificate in <b>Pharmacovigilance</b>',
        image: 'images/programs/pv.svg',
        pdur: '6 months',
        psd: '2026-07-01',
        ped: '2027-01-31',
        per: 29,
        tcourses: [
          course('pv101', 'Principles of Pharmacovigilance', 42),
          course('pv102', 'Adverse Drug Reaction Reporting', 20),
          course('pv103', 'Signal Detection', 0, { tdur: 6 }),
          course('pv104', 'Regulation in Africa', 0, { telective: true, selected: false }),
          course('pv105', 'Pharmacoepidemiology', 0),
          course('pv106', 'Vaccine Safety', 0, { tdur: 1 }),
          course('pv107', 'Case Narratives', 0, { telective: true, selected: true }),
        ],
      },
      {
        bpid: 'HC-2026',
        pid: 'HC',
        ptitle: 'Diploma in Healthcare Management',
        pname: 'Diploma in Healthcare Management',
        image: null,
        pdur: '1 year',
        psd: '2026-07-01',
        ped: '2027-06-30',
        per: 43,
        tcourses: [
          course('hc101', 'Health Systems and Policy', 100, {
            pid: 'HC',
            bpid: 'HC-2026',
            bcid: 'HC-2026-hc101',
          }),
        ],
      },
    ],
    progress: true,
    lastOpened: {
      pid: 'PV',
      bpid: 'PV-2026',
      bcid: 'PV-2026-pv101',
      tid: 'pv101',
      ptitle: 'Certificate in Pharmacovigilance',
      ttitle: 'Principles of Pharmacovigilance',
      unit: 'Unit 1: Foundations',
      ntitle: 'The pharmacovigilance cycle',
      objid: 'pv101-o6',
      otitle: 'The cycle in practice (video)',
      otype: 'vimeo',
      openedAt: '2026-11-18T14:00:00.000Z',
    },
    ...overrides,
  };
}

export const emptyProgress: UserProgress = { bpdata: [], progress: false, lastOpened: null };
