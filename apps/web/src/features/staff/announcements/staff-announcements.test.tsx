import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { adminGrants, instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const hostile = 'Quiz <img src=x onerror="window.__hacked = true">';
const course = {
  bcid: 'B1-C101',
  tid: 'C-101',
  ttitle: 'Pharmacology',
  bpid: 'B1',
  batchTitle: '2026',
  pname: 'Diploma in Pharmacy',
  learners: 2,
};

const rows = [
  {
    annid: 'a-1',
    bpid: 'B1',
    tid: 'C-101',
    type: 'text',
    title: hostile,
    description: '<p>Unit 3</p>',
    descriptionText: 'Unit 3',
    // 1 December 2026, 10:00 in India.
    sdate: Math.floor(Date.parse('2026-12-01T10:00:00+05:30') / 1000),
    status: 'scheduled' as const,
    editable: true,
  },
  {
    annid: 'a-2',
    bpid: 'B1',
    tid: 'C-101',
    type: 'pdf',
    title: 'Study guide',
    description: '',
    descriptionText: '',
    sdate: 1785731400,
    mfname: 'pdf/guide.pdf',
    status: 'shown' as const,
    editable: false,
  },
];

function stubAnnouncements(grants = instructorGrants) {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(grants) }),
    'staff/listTaughtCourses': () => ({ body: { courses: [course] } }),
    'staff/listAnnouncements': () => ({ body: { rows } }),
    'staff/saveAnnouncement': (body) => {
      if ((body as { weburl?: string }).weburl === 'https://example.org/wrong') {
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid request: check weburl.',
              fields: { weburl: 'Give the address of a YouTube video.' },
            },
          },
        };
      }
      return { body: { annid: 'a-9', status: 'shown' as const } };
    },
    'staff/withdrawAnnouncement': () => ({ body: { status: 'withdrawn' as const } }),
    'staff/listEvents': () => ({
      body: { rows: [{ evid: 'e1', bpid: 'B1', tid: 'C-101', title: 'Viva', start: '2026-12-14' }] },
    }),
    'staff/saveEvent': () => ({ body: { evid: 'e2' } }),
    'staff/deleteEvent': () => ({ body: { deleted: true as const } }),
  });
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { api, bodies };
}

async function chooseCourse(user: ReturnType<typeof userEvent.setup>, name = 'Pharmacology — 2026') {
  await user.click(await screen.findByRole('combobox', { name: 'Course' }, slow));
  await user.click(screen.getByRole('option', { name }));
}

describe('staff announcements', { timeout: 30_000 }, () => {
  it('lists a course’s announcements with their state, titles as text, and edits only what this screen posts', async () => {
    stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/staff/announcements');
    await chooseCourse(user);
    const item = (await screen.findByRole('heading', { name: hostile }, slow)).closest('li') as HTMLElement;
    expect(within(item).getByText('Scheduled')).toBeInTheDocument();
    expect(within(item).getByText(/shows from/)).toHaveTextContent('Text · shows from');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const guide = screen.getByRole('heading', { name: 'Study guide' }).closest('li') as HTMLElement;
    expect(within(guide).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(guide).getByRole('button', { name: 'Withdraw Study guide' })).toBeInTheDocument();
  });

  it('shows the fields of the chosen type, the preview as learners see it, and the server’s word beside the field', async () => {
    const { bodies } = stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/staff/announcements');
    await chooseCourse(user);
    await screen.findByRole('heading', { name: 'New announcement' }, slow);
    expect(screen.queryByRole('textbox', { name: /Link address/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'YouTube video' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Dosage video');
    await user.type(
      screen.getByRole('textbox', { name: /YouTube video address/ }),
      'https://youtu.be/3PmVJQUCm4E',
    );
    const preview = screen.getByRole('region', { name: 'Preview, as learners will see it' });
    expect(within(preview).getByRole('heading', { name: 'Dosage video' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=3PmVJQUCm4E',
    );
    expect(screen.getByLabelText(/Shows from \(Asia\/Kolkata\)/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /YouTube video address/ }));
    await user.type(
      screen.getByRole('textbox', { name: /YouTube video address/ }),
      'https://example.org/wrong',
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Give the address of a YouTube video.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Dosage video');
    expect(bodies('staff/saveAnnouncement')[0]).toMatchObject({
      bcid: 'B1-C101',
      type: 'youtube',
      title: 'Dosage video',
      weburl: 'https://example.org/wrong',
    });
  });

  it('schedules on the university’s clock and asks before withdrawing', async () => {
    const { bodies } = stubAnnouncements();
    const user = userEvent.setup();
    renderApp('/staff/announcements');
    await chooseCourse(user);
    await screen.findByRole('heading', { name: 'New announcement' }, slow);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Quiz on Friday');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Units 1 to 3.');
    const when = screen.getByLabelText(/Shows from/);
    await user.clear(when);
    await user.type(when, '2026-12-04T09:30');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(bodies('staff/saveAnnouncement')).toHaveLength(1));
    expect(bodies('staff/saveAnnouncement')[0]).toMatchObject({
      type: 'text',
      description: 'Units 1 to 3.',
      sdate: Date.parse('2026-12-04T09:30:00+05:30') / 1000,
    });

    await user.click(await screen.findByRole('button', { name: 'Withdraw Study guide' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this announcement?' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(bodies('staff/withdrawAnnouncement')).toHaveLength(1));
    expect(bodies('staff/withdrawAnnouncement')[0]).toMatchObject({ bcid: 'B1-C101', annid: 'a-2' });
  });

  it('lets an admin post to a whole batch, and lists its events on the Events tab', async () => {
    const { bodies } = stubAnnouncements(adminGrants);
    const user = userEvent.setup();
    renderApp('/staff/announcements');
    await chooseCourse(user, 'Whole batch: 2026');
    await user.click(await screen.findByRole('tab', { name: 'Events' }, slow));
    expect(await screen.findByRole('heading', { name: 'Viva' }, slow)).toBeInTheDocument();
    expect(bodies('staff/listEvents')[0]).toMatchObject({ bpid: 'B1' });
    expect(bodies('staff/listEvents')[0]).not.toHaveProperty('bcid');
  });
});
