// @vitest-environment node
import type { AssessmentQuiz } from '@aula/contract/assessments';
import type { Course } from '@aula/contract/course';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserCourseProgress } from './features/course-player/api/get-user-course-progress.ts';
import type { OperationOutput } from './lib/api-client.ts';
import { pageLanguage, renderLandingPage, renderSignedInPage } from './prerender.tsx';
import { type ApiHandlers, stubApi } from './test/api-stub.ts';
import { organisation } from './test/fixtures.ts';
import { learnerProgress } from './test/learner-home-fixtures.ts';
import { learnerSession, noSession, refusal } from './test/session.ts';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Aula</title><script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/start.js">',
  '</head>',
  '<body><noscript>This portal needs JavaScript.</noscript><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('renderLandingPage', () => {
  it("draws the landing page's frame and banner for the organisation, with their styles", async () => {
    const page = await renderLandingPage({ template, organisation, language: 'en' });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Test University</title>');
    // Its code is fetched after the first paint (main.tsx): the preload links wait in a template.
    expect(page).toContain(
      '<template id="aula-deferred-preloads"><link rel="modulepreload" crossorigin href="/assets/start.js"></template>',
    );
    expect(page.match(/modulepreload/g)).toHaveLength(1);
    expect(page).toMatch(
      /<style data-emotion="css [^"]+">[^<]+<\/style>(<style[^>]*>[^<]*<\/style>)*<\/head>/,
    );
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toContain('Skip to main content');
    expect(root).toContain('Welcome to Test University');
    expect(root).toContain('© 2031 Test University. All rights reserved.');
    // The screen's width is unknown here: both headers are drawn, and CSS shows the one that fits.
    expect(root).toContain('aria-label="Open menu"');
    expect(root).toMatch(/<nav[^>]*aria-label="Main"/);
    // The catalogue is fetched in the browser: its loading state holds its place.
    expect(root).toContain('role="status"');
  });

  it('runs no inline script (the CSP forbids it): the only scripts are the app and a JSON data block', async () => {
    const page = await renderLandingPage({ template, organisation, language: 'en' });
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<script type="application/json" id="aula-boot">',
    ]);
    const data = /<script type="application\/json" id="aula-boot">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ organisation, signedOut: true });
  });

  it('speaks French when asked, and English again after', async () => {
    const french = await renderLandingPage({ template, organisation, language: 'fr' });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Bienvenue à Test University');
    const english = await renderLandingPage({ template, organisation, language: 'en' });
    expect(english).toContain('Welcome to Test University');
  });
});

describe('pageLanguage', () => {
  it('follows the stored choice first, then Accept-Language by preference, else English', () => {
    expect(pageLanguage({ cookies: { 'aula.language': 'fr' }, acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ cookies: { 'aula.language': 'de' }, acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(pageLanguage({ cookies: {}, acceptLanguage: 'de-DE, en;q=0.5, fr;q=0.9' })).toBe('fr');
    expect(pageLanguage({ cookies: {}, acceptLanguage: 'fr;q=0, en' })).toBe('en');
    expect(pageLanguage({ cookies: {}, acceptLanguage: '*' })).toBe('en');
    expect(pageLanguage({ cookies: {}, acceptLanguage: undefined })).toBe('en');
  });
});

const course: Course = {
  bcid: 'PV-2026-pv101',
  bpid: 'PV-2026',
  pid: 'PV',
  tid: 'pv101',
  ttitle: 'Principles of Pharmacovigilance',
  ptitle: 'Certificate in Pharmacovigilance',
  tduration: 4,
  tdescription: '<p>Why drugs are watched</p>',
};

const notStarted = { op: 0, timespent: 0 } as const;
const progress: UserCourseProgress = {
  bcid: course.bcid,
  bpid: course.bpid,
  pid: course.pid,
  tid: course.tid,
  ttitle: course.ttitle,
  freenavigation: false,
  tp: 0,
  lastObjid: null,
  nuggets: [
    {
      nid: 'n1',
      unit: 'Unit 1',
      ntitle: 'Why watch',
      nduration: 10,
      nenabled: true,
      objects: [
        {
          oid: 'o1',
          otype: 'pdf',
          otitle: 'The reporting form',
          nenabled: true,
          ourl: 'f.pdf',
          userOP: notStarted,
        },
        { oid: 'o2', otype: 'audio', otitle: 'Podcast', nenabled: true, ourl: 'a.wav', userOP: notStarted },
      ],
    },
  ],
};

/** The API as the server's own calls answer a signed-in learner of this course. */
function stubLearnerApi(answers: ApiHandlers = {}) {
  return stubApi(vi, {
    getOrganisation: () => ({ body: organisation }),
    'auth/currentSession': () => ({ body: learnerSession() }),
    getUnreadNotificationCount: () => ({ body: { unread: 2 } }),
    getCourse: () => ({ body: course }),
    getCourseInstructor: () => ({ body: { instructor: null } }),
    getCertificateStatus: () => ({ body: { certno: null, coursesLeft: [] } }),
    getReferences: () => ({
      body: { refer: [{ title: 'Reporting handbook', link: 'https://example.org/' }] },
    }),
    getUserCourseProgress: () => ({ body: progress }),
    getCourseFeedback: () => ({ body: { code: 0 } }),
    getUserTotalProgress: () => ({ body: learnerProgress() }),
    ...answers,
  });
}

const api = (path: string, init: RequestInit) => fetch(path, init);
/** The server's clock at the request: 22 November 2026, 09:00 in India. */
const now = Date.parse('2026-11-22T03:30:00Z');

function bootOf(page: string): { queries: { queries: { queryKey: unknown[] }[] }; renderedAt: number } {
  const data = /<script type="application\/json" id="aula-boot">([^<]*)<\/script>/.exec(page)?.[1] ?? '{}';
  return JSON.parse(data);
}

function bootQueries(page: string): { queryKey: unknown[] }[] {
  return bootOf(page).queries.queries;
}

describe('renderSignedInPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws the learner's course page with its data, and carries that data for the browser", async () => {
    stubLearnerApi();
    const page = await renderSignedInPage({
      template,
      url: `/course?course=${course.bcid}`,
      language: 'en',
      cookies: {},
      api,
      now,
    });
    expect(page).toBeDefined();
    const root = page?.slice(page.indexOf('<div id="root">')) ?? '';
    expect(root).toContain('Principles of Pharmacovigilance');
    expect(root).toContain('<p>Why drugs are watched</p>');
    expect(root).toContain('Reporting handbook');
    expect(root).toMatch(/role="tablist"/);
    // The queries the screen read, for the browser's cache, and nothing runs but the app.
    const keys = bootQueries(page ?? '').map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['organisation', 'session', 'course', 'course-player']));
    const scripts = page?.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<script type="application/json" id="aula-boot">',
    ]);
  });

  it("draws the player on the address's object, its renderer left to the browser", async () => {
    stubLearnerApi();
    const url = `/coursePlayer?course=${course.bcid}&object=o1`;
    const page = (await renderSignedInPage({ template, url, language: 'en', cookies: {}, api, now })) ?? '';
    expect(page).toContain('<title>The reporting form · Principles of Pharmacovigilance');
    expect(page).toMatch(/<h2[^>]*>The reporting form<\/h2>/);
    expect(page).toContain('role="status"');
  });

  it("draws My Programs with the learner's programs, the first picture fetched at once", async () => {
    stubLearnerApi();
    const page =
      (await renderSignedInPage({ template, url: '/myPrograms', language: 'en', cookies: {}, api, now })) ??
      '';
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Choose a program<\/h1>/);
    expect(root).toContain('Certificate in Pharmacovigilance');
    expect(root).toContain('Diploma in Healthcare Management');
    expect(root).toContain('aria-valuenow="29"');
    expect(page.slice(0, page.indexOf('<div id="root">'))).toMatch(/<link rel="preload"[^>]*pv\.svg/);
    const keys = bootQueries(page).map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['organisation', 'session', 'user-progress']));
  });

  it("draws the dashboard: where the learner left off, and each program's courses for either width", async () => {
    stubLearnerApi();
    const page =
      (await renderSignedInPage({ template, url: '/dashboard', language: 'en', cookies: {}, api, now })) ??
      '';
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toContain('The cycle in practice (video)');
    expect(root).toContain('Health Systems and Policy');
    // The carousel's first view, both buttons there for a phone (CSS hides them where all fit).
    expect(root).toContain('aria-label="Courses of Certificate in Pharmacovigilance"');
    expect(root).toContain('aria-label="Next courses"');
    expect(root.match(/aria-roledescription="slide"/g)?.length).toBeGreaterThan(6);
  });

  it("draws the current program's page, which the request's cookie names for this learner only", async () => {
    const program: OperationOutput<'getProgram'> = {
      pid: 'PV',
      bpid: 'PV-2026',
      pname: 'Certificate in Pharmacovigilance',
      ptitle: 'Certificate in Pharmacovigilance',
      pimage: 'images/pv.svg',
      btitle: 'July 2026 intake',
      pdur: '6 months',
      psd: '2026-07-01',
      ped: '2027-01-31',
      per: 29,
      pinfo: { duration: '6 months', format: 'Online', credits: 16 },
      poverview: '<p>Medicines save lives.</p>',
      pfeatures: '',
      poutcomes: '',
      pinstructors: [],
      pcurriculum: [],
      pfaq: [],
    };
    const getProgram = vi.fn(() => ({ body: program }));
    stubLearnerApi({ getProgram });
    const chosen = (eid: string) => ({
      'aula.currentProgram': JSON.stringify({
        eid,
        value: { pid: 'PV', bpid: 'PV-2026', ptitle: 'Certificate in Pharmacovigilance' },
      }),
    });
    const url = '/myPrograms/programinfo?tab=0';
    const page =
      (await renderSignedInPage({
        template,
        url,
        language: 'en',
        cookies: chosen('asha@example.edu'),
        api,
        now,
      })) ?? '';
    expect(page).toMatch(/<h1[^>]*>Certificate in Pharmacovigilance<\/h1>/);
    expect(page).toContain('<p>Medicines save lives.</p>');
    expect(getProgram).toHaveBeenCalledOnce();

    // Another learner's choice on a shared computer is not this learner's: no program, nothing asked.
    getProgram.mockClear();
    const other =
      (await renderSignedInPage({ template, url, language: 'en', cookies: chosen('x@y.z'), api, now })) ?? '';
    expect(other).not.toContain('Medicines save lives.');
    expect(getProgram).not.toHaveBeenCalled();
  });

  it("draws the calendar on the server's day, for either width, and carries that moment for the browser", async () => {
    const event = (evid: string, start: string, title: string) => ({ evid, bpid: 'PV-2026', title, start });
    stubLearnerApi({
      getEvents: () => ({
        body: {
          result: {
            events: [
              event('e1', '2026-11-25', 'Live webinar on causality'),
              event('e2', '2026-12-14', 'Semester end examinations begin'),
            ],
          },
        },
      }),
    });
    const page =
      (await renderSignedInPage({ template, url: '/event', language: 'en', cookies: {}, api, now })) ?? '';
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Calendar<\/h1>/);
    expect(root).toMatch(/<h3[^>]*>November 2026<\/h3>/);
    // The month as a table (wide) and as a list (a phone), CSS showing the one that fits.
    expect(root).toMatch(/<table[^>]*aria-labelledby/);
    expect(root).toMatch(/<ul[^>]*aria-labelledby/);
    // Today (the 22nd) is marked in the table; the list holds only the days with events.
    expect(root.match(/aria-current="date"/g)).toHaveLength(1);
    expect(root).toMatch(/Sunday, November 22, 2026(<!-- -->)?, Today/);
    expect(root).toContain('Semester end examinations begin');
    expect(bootOf(page).renderedAt).toBe(now);
  });

  it('draws Apply for a Program with the learner’s programs and what each offers, the first picture fetched at once', async () => {
    const program = {
      etype: 'instructor' as const,
      evbab: false,
      form: 'wizard' as const,
      enrolled: false,
      pstatus: 0,
      applicationid: null,
      action: 'apply' as const,
    };
    const getPrograms = () => ({
      body: {
        underGraduate: [
          {
            ...program,
            pid: 'BPH',
            bpid: 'BPH-2026',
            pname: 'Bachelor of <i>Pharmacy</i>',
            pimage: 'images/programs/bph.svg',
          },
          {
            ...program,
            pid: 'BSN',
            bpid: 'BSN-2026',
            pname: 'Bachelor of Nursing',
            pimage: 'images/programs/bsn.svg',
          },
        ],
        postGraduate: [],
        doctorOfPharmacy: [],
      },
    });
    stubLearnerApi({ getPrograms });
    const page =
      (await renderSignedInPage({ template, url: '/applyProgram', language: 'en', cookies: {}, api, now })) ??
      '';
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Apply for a Program<\/h1>/);
    expect(root).toMatch(/<h2[^>]*>Bachelor of Pharmacy<\/h2>/);
    expect(root).toContain('aria-label="Apply: Bachelor of Pharmacy"');
    // The first card's picture (the listing's largest paint) is fetched from the head; the next waits.
    expect(page.slice(0, page.indexOf('<div id="root">'))).toMatch(/<link rel="preload"[^>]*bph\.svg/);
    expect(root).toMatch(/<img[^>]*bph\.svg"[^>]*loading="eager"[^>]*fetchPriority="high"/i);
    expect(root).toMatch(/<img[^>]*bsn\.svg"[^>]*loading="lazy"/);
    const keys = bootQueries(page).map((query) => query.queryKey);
    expect(keys).toContainEqual(expect.arrayContaining(['programs']));
  });

  it('draws only the frame of a quiz the learner has not started: the server refuses to start it, the page shows it loading', async () => {
    const getAssessmentQuiz = vi.fn(() =>
      refusal(409, 'CONFLICT', 'The attempt is not started: only the learner starts it.'),
    );
    stubLearnerApi({ getAssessmentQuiz });
    const url = `/course/assessment?course=${course.bcid}&assessment=practice&type=assess`;
    const page = (await renderSignedInPage({ template, url, language: 'en', cookies: {}, api, now })) ?? '';
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Assessment<\/h1>/);
    expect(root).toContain(`href="/course?course=${course.bcid}&amp;tab=assessments"`);
    // Asked once (the server answers a prerender without starting anything), given up when refused:
    // the questions' place holds the loading state, not an error, and the refusal is not in the data.
    expect(getAssessmentQuiz).toHaveBeenCalledTimes(1);
    expect(root).toContain('role="status"');
    expect(root).not.toContain('not started');
    expect(bootQueries(page).map((query) => query.queryKey[0])).not.toContain('assessments');
  });

  it('draws a resumed quiz with its question and the answers saved, and no countdown until the browser has the clock', async () => {
    const quiz: AssessmentQuiz = {
      assessid: 'practice',
      quiztype: 'assess',
      title: 'Practice',
      enddate: '2031-01-01T00:00:00.000Z',
      qitems: [
        {
          iid: 'q1',
          atype: 1,
          istem: '<p>How many <b>minimum</b> elements?</p><img src=x onerror=alert(1)>',
          img: null,
          iopts: [
            { content: 'Four', url: null },
            { content: 'Five', url: null },
          ],
          matches: [],
        },
        { iid: 'q2', atype: 7, istem: '<p>Explain.</p>', img: null, iopts: [], matches: [] },
      ],
      attempt: {
        status: 0,
        response: [{ iid: 'q1', selected: [1] }],
        lastSavedAt: '2030-12-31T23:00:00.000Z',
      },
    };
    const getServerTime = vi.fn(() => ({ body: { itime: now, delay: 1000, enddate: quiz.enddate } }));
    stubLearnerApi({ getAssessmentQuiz: () => ({ body: quiz }), getServerTime });
    const url = `/course/assessment?course=${course.bcid}&assessment=practice&type=assess`;
    const page = (await renderSignedInPage({ template, url, language: 'en', cookies: {}, api, now })) ?? '';
    const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"'));
    expect(root).toMatch(/<h2[^>]*>Question 1\/2<\/h2>/);
    // The question as the browser sanitises it (the boot data carries the server's text, as JSON).
    expect(root).toContain('How many <b>minimum</b> elements?');
    expect(root).not.toContain('onerror');
    // The answer saved is checked; the navigator marks the first question answered.
    expect(root).toMatch(/<input[^>]*value="1"[^>]*checked=""|<input[^>]*checked=""[^>]*value="1"/);
    expect(root).not.toContain('role="timer"');
    expect(getServerTime).not.toHaveBeenCalled();
    expect(bootQueries(page).map((query) => query.queryKey[0])).toContain('assessments');
  });

  it('is nothing for a request that is not signed in', async () => {
    stubLearnerApi({ 'auth/currentSession': () => noSession });
    const url = `/course?course=${course.bcid}`;
    expect(
      await renderSignedInPage({ template, url, language: 'en', cookies: {}, api, now }),
    ).toBeUndefined();
  });

  it('fails for a course the API refuses, so that the browser shows the refusal itself', async () => {
    stubLearnerApi({ getCourse: () => refusal(403, 'FORBIDDEN', 'Not yours') });
    const url = `/course?course=${course.bcid}`;
    await expect(
      renderSignedInPage({ template, url, language: 'en', cookies: {}, api, now }),
    ).rejects.toThrow();
  });
});
