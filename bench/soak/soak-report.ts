import { type Machine, machineSection } from '../lib/machine.ts';

export interface SoakCounts {
  learners: number;
  seconds: number;
  kills: number;
  postgresRestarts: number;
  paceMs: number;
  saves: number;
  acknowledgedAnswers: number;
  retries: number;
  refusals: number;
  submitted: number;
  submittedInDatabase: number;
  lost: number;
  duplicates: number;
}

export function soakReport(result: SoakCounts, machine: Machine, date: string): string {
  const verdict = (value: number) => (value === 0 ? 'met' : 'not met');
  return [
    `# Soak, ${date}: an exam through ${result.kills} server kills and ${result.postgresRestarts} PostgreSQL crashes`,
    '',
    `${result.learners} learners sit the demo's open assessment for ${result.seconds} s (a 60-minute exam, time ` +
      `compressed), each saving one answer about every ${result.paceMs} ms and submitting at the end, as the quiz ` +
      'view does: a save that gets no 200 is sent again with the same sequence number. Meanwhile the server is ' +
      "killed with SIGKILL and started again, and PostgreSQL (a cluster of the soak's own, fsync on) is stopped " +
      "in immediate mode, as by a power cut, and started again. Then the database is read and each learner's " +
      'last acknowledged answer to each question is looked for.',
    '',
    'Reproduce: `npm run soak`.',
    '',
    '| | |',
    '|---|---:|',
    `| saves acknowledged | ${result.saves} |`,
    `| answers checked (learner and question) | ${result.acknowledgedAnswers} |`,
    `| server SIGKILLs | ${result.kills} |`,
    `| PostgreSQL crashes | ${result.postgresRestarts} |`,
    `| saves sent again | ${result.retries} |`,
    `| saves refused (4xx) | ${result.refusals} |`,
    `| submissions acknowledged / submitted in the database | ${result.submitted} / ${result.submittedInDatabase} |`,
    `| **acknowledged answers lost** (target 0) | **${result.lost}**: ${verdict(result.lost)} |`,
    `| **duplicates** (target 0) | **${result.duplicates}**: ${verdict(result.duplicates)} |`,
    '',
    machineSection(machine, {}),
    '',
  ].join('\n');
}
