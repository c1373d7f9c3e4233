import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 40_000 };

const course = {
  tid: 'c-1',
  tlabel: 'Course 1',
  ttitle: 'Safe prescribing',
  tduration: 2,
  tunits: ['Unit 1'],
};

describe('the programme editor', () => {
  it('opens on the programme as stored, with a course the course builder published into its curriculum since', async () => {
    let published = false;
    stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getCatalogueProgramme': () => ({
        body: {
          pid: 'P1',
          status: 'draft',
          pname: 'Medication Safety',
          category: 'certificate',
          // Publishing a course adds it to the curriculum (ADR 0089), on the server.
          texts: published
            ? { pname: 'Medication Safety', category: 'certificate', pcurriculum: [course] }
            : null,
          batches: [],
        },
      }),
      'staff/listProgrammeCourses': () => ({
        body: {
          pname: 'Medication Safety',
          courses: [
            {
              tid: 'c-1',
              ttitle: 'Safe prescribing',
              tduration: 2,
              published,
              unpublishedChanges: false,
              units: 1,
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/staff/catalogue/P1');
    // As the app's own client: an answer is fresh for a minute (lib/query-client.ts).
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const courses = await screen.findByRole('link', { name: 'The programme’s courses' }, slow);
    expect(screen.queryByDisplayValue('Safe prescribing')).not.toBeInTheDocument();

    await user.click(courses);
    await screen.findByRole('heading', { level: 1, name: 'Courses of Medication Safety' }, slow);
    published = true;
    await user.click(screen.getByRole('link', { name: 'Back to the programme' }));
    // Its texts saved now keep the course: the form holds it, and a batch may run it.
    expect(await screen.findByDisplayValue('Safe prescribing', {}, slow)).toBeInTheDocument();
  }, 120_000);

  it('says why the texts are not saved when the curriculum has no course', async () => {
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getCatalogueProgramme': () => ({
        body: {
          pid: 'P1',
          status: 'draft',
          pname: 'Medication Safety',
          category: 'certificate',
          texts: null,
          batches: [],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/staff/catalogue/P1');
    await user.click(await screen.findByRole('button', { name: 'Save details' }, slow));
    expect(
      await screen.findByText('Add a course to the curriculum, or publish one from the programme’s courses.'),
    ).toHaveAttribute('role', 'alert');
    expect(api.calls.some((call) => call.name === 'staff/saveProgramme')).toBe(false);
  }, 120_000);
});
