import type { CourseDraft, DraftChanges } from '@aula/contract/staff-course-builder';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };

const noChanges: DraftChanges = {
  firstPublish: false,
  courseFields: false,
  unitsAdded: 0,
  unitsChanged: 0,
  unitsRemoved: 0,
  objectsAdded: 0,
  objectsChanged: 0,
  objectsMoved: 0,
  objectsRemoved: 0,
  attachmentsChanged: false,
};

const object = (oid: string, otitle: string) =>
  ({ oid, otitle, otype: 'pdf', ourl: `pdf/${oid}.pdf`, nenabled: true, retired: false }) as const;

const draft: CourseDraft = {
  ttitle: 'Pharmacology <img src=x onerror="window.__hacked=true">',
  tduration: 4,
  tdescription: '<p>Drugs</p><img src=x onerror="window.__hacked=true">',
  freenavigation: false,
  nuggets: [
    {
      nid: 'u1',
      unit: 'Unit 1',
      ntitle: 'Basics',
      nduration: 10,
      nenabled: true,
      retired: false,
      objects: [object('o1', 'Reading'), object('o2', 'Slides')],
    },
    { nid: 'u2', unit: 'Unit 2', ntitle: 'More', nduration: 10, nenabled: true, retired: false, objects: [] },
  ],
  references: [],
  videos: [],
};

describe('the course builder', () => {
  it('saves a reorder, a move to another unit and a retirement as whole drafts, and retries a failed save', async () => {
    let failures = 1;
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getCourseDraft': () => ({
        body: { tid: 'T1', pname: 'Pharm.D', version: 3, draft, changes: noChanges, quizzes: [] },
      }),
      'staff/saveCourseDraft': (body) => {
        if (failures-- > 0) return refusal(503, 'NOT_CONFIGURED', 'The database does not answer.');
        const { version } = body as { version: number };
        return { body: { version: version + 1, changes: { ...noChanges, objectsChanged: 1 } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff/catalogue/P1/courses/T1');
    const basics = await screen.findByRole('region', { name: 'Basics' }, slow);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pharmacology <img');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    expect(screen.getByText('Learners have everything in this draft.')).toBeInTheDocument();

    await user.click(within(basics).getByRole('button', { name: 'Move Slides up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 object changed or reordered', {}, slow)).toBeInTheDocument();

    const saves = () =>
      api.calls
        .filter((call) => call.name === 'staff/saveCourseDraft')
        .map((call) => call.body as { version: number; draft: CourseDraft });
    const [failed, retried] = saves();
    expect(retried).toEqual(failed);
    expect(retried?.version).toBe(3);
    expect(retried?.draft.nuggets[0]?.objects.map((each) => each.oid)).toEqual(['o2', 'o1']);

    await user.click(within(basics).getByRole('button', { name: 'Retire Reading' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(3));
    const retired = saves()[2];
    expect(retired?.version).toBe(4);
    expect(retired?.draft.nuggets[0]?.objects.find((each) => each.oid === 'o1')?.retired).toBe(true);

    await user.click(within(basics).getByRole('combobox', { name: /^Move Slides to another unit/ }));
    await user.click(await screen.findByRole('option', { name: 'More' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(4));
    const movedDraft = saves()[3]?.draft;
    expect(movedDraft?.nuggets.map((unit) => unit.objects.map((each) => each.oid))).toEqual([['o1'], ['o2']]);
  });
});
