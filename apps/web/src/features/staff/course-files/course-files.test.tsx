import { packageFindingCodes } from '@aula/contract/package-report';
import { courseFileMessages } from '@aula/contract/staff-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import staffEn from '../../../locales/en/staff.json';
import staffFr from '../../../locales/fr/staff.json';
import { renderApp } from '../../../test/render-app.tsx';
import { refusal } from '../../../test/session.ts';
import { adminGrants, staffSession, stubStaffApi } from '../../../test/staff.ts';

const slow = { timeout: 15_000 };
const refusedReport = {
  version: null,
  scos: [],
  findings: [
    {
      severity: 'error' as const,
      code: 'path-escape' as const,
      message: 'The zip holds a path outside its folder (../evil.html); no file of it was kept.',
      file: '../evil.html',
    },
  ],
};

type Saved = { ourl: string | null; report: typeof refusedReport | null };

/**
 * The staff API and a file store whose first PUT fails (no connection) and later ones go through; the
 * saves answer `saved`, or the refusals given first, one each.
 */
function stubUploads(saved: Saved, refusals: ReturnType<typeof refusal>[] = []) {
  const api = stubStaffApi(vi, {
    'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
    'staff/getCourseFiles': () => ({ body: { files: [] } }),
    'staff/presignCourseFile': () => ({
      body: {
        url: '/files/upload/x',
        filename: '4321-guide.pdf',
        filetype: 'application/pdf',
        expiresIn: 3600,
      },
    }),
    'staff/saveCourseFile': () => refusals.shift() ?? { body: saved },
  });
  const sent: string[] = [];
  const progress: number[] = [];
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
        if (sent.length === 1) return this.onerror?.();
        this.upload.onprogress?.({ loaded: 4, total: 10 });
        // The bar is read once the page has drawn the progress, before the upload ends.
        setTimeout(() => {
          const bar = screen.queryByRole('progressbar', { name: 'Upload progress' });
          progress.push(Number(bar?.getAttribute('aria-valuenow')));
          this.upload.onprogress?.({ loaded: 10, total: 10 });
          this.status = 200;
          this.onload?.();
        }, 20);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', StoreRequest);
  const bodies = (name: string) => api.calls.filter((call) => call.name === name).map((call) => call.body);
  return { bodies, sent, progress };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('course files (ADR 0090)', { timeout: 30_000 }, () => {
  it('uploads a PDF with a progress bar, retrying a failed upload, then saves it', async () => {
    const { bodies, sent } = stubUploads({ ourl: 'course-files/g-1/4321-guide.pdf', report: null });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/staff/media');
    const input = await screen.findByLabelText('Choose the file: PDF', {}, slow);
    expect(input).toHaveAttribute('accept', '.pdf');

    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('This upload takes a .pdf file.')).toBeInTheDocument();
    expect(bodies('staff/presignCourseFile')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/could not be uploaded/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('guide.pdf was checked and kept.', {}, slow)).toBeInTheDocument();
    expect(sent).toEqual(['PUT /files/upload/x', 'PUT /files/upload/x']);
    expect(bodies('staff/saveCourseFile')).toEqual([
      { oid: expect.any(String), otype: 'pdf', filename: '4321-guide.pdf' },
    ]);
  });

  it('shows the progress as the bar’s value, and a refused package’s report naming the problem', async () => {
    const { progress } = stubUploads({ ourl: null, report: refusedReport });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/staff/media');
    await user.click(await screen.findByRole('combobox', { name: 'The file is for' }, slow));
    await user.click(screen.getByRole('option', { name: 'SCORM package (zip)' }));
    const input = screen.getByLabelText('Choose the file: SCORM package (zip)');
    await user.upload(input, new File(['PK'], 'first.zip', { type: 'application/zip' }));
    await screen.findByRole('alert', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/first\.zip was refused/, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(progress).toEqual([40]));
    expect(screen.getByRole('heading', { name: 'Validation report' })).toBeInTheDocument();
    expect(screen.getByText(/holds a path outside its folder \(\.\.\/evil\.html\)/)).toBeInTheDocument();
    expect(screen.getByText('Error:')).toBeInTheDocument();
  });

  it('says every problem and refusal of an upload in French on a French screen (ADR 0100)', async () => {
    stubUploads({ ourl: null, report: refusedReport }, [
      refusal(400, 'VALIDATION_FAILED', courseFileMessages.wrongType),
    ]);
    await i18n.changeLanguage('fr');
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/staff/media');
    await user.click(await screen.findByRole('combobox', { name: 'Le fichier est pour' }, slow));
    await user.click(screen.getByRole('option', { name: 'Audio' }));
    const input = screen.getByLabelText('Choisir le fichier : Audio');

    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce téléversement accepte un fichier .mp3, .m4a, .ogg ou .wav.',
    );
    await user.upload(input, new File([], 'silence.mp3', { type: 'audio/mpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier est vide.');

    // The first PUT fails (no connection); the save then refuses the bytes, in the contract's words.
    await user.upload(input, new File(['ID3'], 'talk.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Le fichier n’a pas pu être téléversé. Vérifiez votre connexion et réessayez.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Le contenu du fichier n’est pas d’un type que ce téléversement accepte.',
        ),
      slow,
    );

    // A refused package's report: each finding by its kind's sentence and its file.
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/talk\.mp3 a été refusé/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rapport de validation' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Le zip contient un chemin hors de son dossier ; aucun de ses fichiers n’a été conservé. (fichier : ../evil.html)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/outside its folder/)).not.toBeInTheDocument();
  });

  it.each(packageFindingCodes)('has a sentence for the finding %s in English and in French', (code) => {
    const english: Record<string, string> = staffEn.courseFiles.report.findings;
    const french: Record<string, string> = staffFr.courseFiles.report.findings;
    expect(english[code]).toEqual(expect.any(String));
    expect(french[code]).toEqual(expect.any(String));
    expect(french[code]).not.toBe(english[code]);
  });

  it('previews a SCORM package in the launcher, its API starting in browse mode and sending nothing (ADR 0096)', async () => {
    const cmi = {
      'cmi.core.student_id': 'admin@aula.demo',
      'cmi.core.lesson_mode': 'browse',
      'cmi.core.credit': 'no-credit',
    };
    const sco =
      'http://content.test/content/O/admin%40aula.demo/1/2/sig/course-files/g-1/0001-check/index.html';
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getCourseFiles': () => ({
        body: {
          files: [
            {
              ourl: 'course-files/g-1/0001-check.zip',
              otype: 'scorm',
              name: 'check.zip',
              size: 2048,
              uploadedBy: 'Abena Asare',
              uploadedAt: '2026-11-28T10:00:00.000Z',
              report: null,
              captions: null,
            },
          ],
        },
      }),
      'staff/previewCourseFile': () => ({
        body: {
          otype: 'scorm',
          url: sco,
          captions: null,
          scos: [{ id: 'ITEM-1', title: 'Check' }],
          scorm: { version: '1.2', cmi },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/staff/media');
    await user.click(await screen.findByRole('button', { name: 'Preview check.zip' }, slow));
    const frame = await screen.findByTitle('Preview: check.zip', {}, slow);
    await waitFor(() =>
      expect(frame.getAttribute('src')).toMatch(
        /^http:\/\/content\.test\/scorm-runtime\/launcher\.html#aula-scorm=/,
      ),
    );
    const start = JSON.parse(
      decodeURIComponent((frame.getAttribute('src') ?? '').split('#aula-scorm=')[1] ?? ''),
    );
    expect(start).toMatchObject({ version: '1.2', sco, title: 'Preview: check.zip', cmi });
    expect(screen.getByRole('status')).toHaveTextContent('The package has reported nothing yet.');
    expect(api.calls.map((call) => call.name)).not.toContain('commitScormData');
  });

  it('deletes a file once asked, and names the courses that keep one it may not delete', async () => {
    const file = (name: string) => ({
      ourl: `course-files/g-${name}/0001-${name}`,
      otype: 'pdf' as const,
      name,
      size: 2048,
      uploadedBy: 'Abena Asare',
      uploadedAt: '2026-11-28T10:00:00.000Z',
      report: null,
      captions: null,
    });
    let files = [file('handout.pdf'), file('old.pdf')];
    const courses = 'Principles of Pharmacovigilance (pv101); <b>Draft</b> (c-1)';
    const api = stubStaffApi(vi, {
      'auth/currentSession': () => ({ body: staffSession(adminGrants) }),
      'staff/getCourseFiles': () => ({ body: { files } }),
      'staff/deleteCourseFile': (body) => {
        const { ourl } = body as { ourl: string };
        if (ourl.endsWith('handout.pdf')) {
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: courseFileMessages.inUse, fields: { courses } } },
          };
        }
        files = files.filter((each) => each.ourl !== ourl);
        return { body: { ourl } };
      },
    });
    const deletions = () => api.calls.filter((call) => call.name === 'staff/deleteCourseFile');
    const user = userEvent.setup();
    renderApp('/staff/media');

    await user.click(await screen.findByRole('button', { name: 'Delete handout.pdf' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('handout.pdf will be deleted with everything that came with it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('alert', {}, slow);
    expect(refused).toHaveTextContent(
      `${staffEn.serverMessages.courseFiles.inUse} Courses that point to it: ${courses}.`,
    );
    expect(refused).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete handout.pdf' })).toBeInTheDocument();

    // Cancelled, nothing is sent; confirmed, the file leaves the list.
    await user.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deletions()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const said = await screen.findByText('old.pdf was deleted.', {}, slow);
    await waitFor(() => expect(said.closest('[role="status"]')).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete old.pdf' })).toBeNull());
    expect(deletions().map((call) => call.body)).toEqual([
      expect.objectContaining({ ourl: 'course-files/g-handout.pdf/0001-handout.pdf' }),
      expect.objectContaining({ ourl: 'course-files/g-old.pdf/0001-old.pdf' }),
    ]);
  });
});
