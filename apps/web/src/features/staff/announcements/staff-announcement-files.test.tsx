import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { instructorGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const course = {
  bcid: 'B1-C101',
  tid: 'C-101',
  ttitle: 'Pharmacology',
  bpid: 'B1',
  batchTitle: '2026',
  pname: 'Diploma in Pharmacy',
  learners: 2,
};
const poster = {
  annid: 'a-3',
  bpid: 'B1',
  tid: 'C-101',
  type: 'image',
  title: 'Lab poster',
  description: '',
  descriptionText: '',
  sdate: 1785731400,
  mfname: 'announcements/g-1/1234-poster.png',
  fileUrl: 'http://localhost:3001/content/AULADEMO/x/1/2/sig/announcements/g-1/1234-poster.png',
  status: 'shown' as const,
  editable: true,
};

function stubFiles() {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(instructorGrants) }),
    'staff/listTaughtCourses': () => ({ body: { courses: [course] } }),
    'staff/listAnnouncements': () => ({ body: { rows: [poster] } }),
    'staff/presignAnnouncementFile': () => ({
      body: { url: '/files/upload/x', filename: '4321-lab.png', filetype: 'image/png', expiresIn: 1800 },
    }),
    'staff/saveAnnouncement': () => ({ body: { annid: 'a-9', status: 'shown' as const } }),
    'staff/listEvents': () => ({ body: { rows: [] } }),
  });
  // The presigned address is the file store's, reached by XMLHttpRequest for its progress: the first
  // PUT does not reach it, the retry goes through.
  const sent: string[] = [];
  class StoreRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(method: string, url: string) {
      sent.push(`${method} ${url}`);
    }
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        if (sent.length === 1) {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ loaded: 9, total: 9 });
        this.status = 200;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StoreRequest);
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { bodies, sent };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/staff/announcements');
  await user.click(await screen.findByRole('combobox', { name: 'Course' }, slow));
  await user.click(screen.getByRole('option', { name: 'Pharmacology — 2026' }));
  await screen.findByRole('heading', { name: 'New announcement' }, slow);
}

describe('staff file announcements', { timeout: 30_000 }, () => {
  it('uploads an image with a retry after a failed upload, then posts naming the stored file', async () => {
    const { bodies, sent } = stubFiles();
    const user = userEvent.setup({ applyAccept: false });
    await openForm(user);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.queryByRole('option', { name: 'Web page' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Image' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Lab tour');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Upload the file first.')).toBeInTheDocument();
    expect(bodies('staff/saveAnnouncement')).toHaveLength(0);

    const input = screen.getByLabelText('Choose the Image file');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp,.gif');
    await user.upload(input, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    expect(
      screen.getByText('An image announcement takes a png, jpg, jpeg, webp or gif file.'),
    ).toBeInTheDocument();
    expect(bodies('staff/presignAnnouncementFile')).toHaveLength(0);

    await user.upload(input, new File(['png bytes'], 'lab.png', { type: 'image/png' }));
    const failed = await screen.findByText(/could not be uploaded/, {}, slow);
    expect(failed).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Uploaded: lab.png', {}, slow)).toBeInTheDocument();
    expect(sent).toEqual(['PUT /files/upload/x', 'PUT /files/upload/x']);
    expect(bodies('staff/presignAnnouncementFile')[1]).toMatchObject({
      bcid: 'B1-C101',
      type: 'image',
      filename: 'lab.png',
      filetype: 'image/png',
    });

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(bodies('staff/saveAnnouncement')).toHaveLength(1));
    expect(bodies('staff/saveAnnouncement')[0]).toMatchObject({
      type: 'image',
      title: 'Lab tour',
      filename: '4321-lab.png',
    });
  });

  it('edits an image announcement keeping its file, previewed as learners see it', async () => {
    const { bodies } = stubFiles();
    const user = userEvent.setup();
    await openForm(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Lab poster' }, slow));
    expect(screen.getByText('Current file: 1234-poster.png')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview, as learners will see it' });
    expect(within(preview).getByRole('button', { name: /image/i })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Lab poster, updated');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies('staff/saveAnnouncement')).toHaveLength(1));
    expect(bodies('staff/saveAnnouncement')[0]).toMatchObject({ annid: 'a-3', type: 'image' });
    expect(bodies('staff/saveAnnouncement')[0]).not.toHaveProperty('filename');
  });
});
