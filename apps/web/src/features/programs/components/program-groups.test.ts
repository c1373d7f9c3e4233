import { describe, expect, it } from 'vitest';
import { programList } from '../../../test/fixtures.ts';
import { groupPrograms } from './program-groups.ts';

describe('groupPrograms', () => {
  it('groups the catalogue as the header menus do', () => {
    const groups = groupPrograms(programList());
    expect(groups.map((group) => [group.id, group.programs.map((program) => program.pid)])).toEqual([
      ['postGraduate', ['G1', 'PG1']],
      ['underGraduate', ['U1']],
      ['diploma', ['D1']],
      ['certificate', ['C1']],
      ['doctorOfPharmacy', ['PD1']],
    ]);
  });

  it('keeps each program with its current batch', () => {
    const [postGraduate] = groupPrograms(programList());
    expect(postGraduate?.programs[1]).toEqual({
      pid: 'PG1',
      bpid: 'PG1-B',
      name: 'PG Diploma in Clinical Research',
    });
  });

  it('reduces names to their text, so markup such as <img onerror> cannot run', () => {
    const groups = groupPrograms(
      programList({
        undergraduate: [
          { pid: 'U1', bpid: 'B', pname: 'B.Sc. <i>Nursing</i><img src=x onerror="alert(1)"> &amp; Care' },
        ],
      }),
    );
    expect(groups[1]?.programs[0]?.name).toBe('B.Sc. Nursing & Care');
  });

  it('lists a program once in a group even if two of its categories hold it', () => {
    const twice = { pid: 'G1', bpid: 'G1-B', pname: 'MPH' };
    const [postGraduate] = groupPrograms(programList({ graduate: [twice], pgdiploma: [twice] }));
    expect(postGraduate?.programs).toHaveLength(1);
  });
});
