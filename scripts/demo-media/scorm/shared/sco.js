// A multi-page SCO for SCORM 1.2 and 2004 (the page's <html data-scorm> says which). It finds the LMS's
// API as the ADL discovery algorithm does (its own window first, then its parents and its opener),
// bookmarks the page it is on (location) and the learner's answers (suspend data), reports each answer
// as an interaction and each topic as an objective (after those the manifest declares), and passes the
// learner against the mastery score the LMS gives from the package's manifest. A SCO without questions is completed on its last page.
// A 2004 SCO's `button[data-nav]` sends its navigation request (`continue`, `{target=ID}choice`) and
// terminates, shown only where the LMS says the request is valid (adl.nav.request_valid).
(() => {
  const version = document.documentElement.getAttribute('data-scorm') === '2004' ? '2004' : '1.2';
  const apiName = version === '2004' ? 'API_1484_11' : 'API';
  const names =
    version === '2004'
      ? {
          init: 'Initialize',
          get: 'GetValue',
          set: 'SetValue',
          commit: 'Commit',
          finish: 'Terminate',
          location: 'cmi.location',
          suspend: 'cmi.suspend_data',
          exit: 'cmi.exit',
          entry: 'cmi.entry',
          name: 'cmi.learner_name',
          response: 'learner_response',
          time: 'timestamp',
        }
      : {
          init: 'LMSInitialize',
          get: 'LMSGetValue',
          set: 'LMSSetValue',
          commit: 'LMSCommit',
          finish: 'LMSFinish',
          location: 'cmi.core.lesson_location',
          suspend: 'cmi.suspend_data',
          exit: 'cmi.core.exit',
          entry: 'cmi.core.entry',
          name: 'cmi.core.student_name',
          response: 'student_response',
          time: 'time',
        };

  function look(win) {
    for (let depth = 0; win && depth < 10; depth++) {
      try {
        if (win[apiName]) return win[apiName];
        if (!win.parent || win.parent === win) return null;
        win = win.parent;
      } catch (_error) {
        return null; // a window of another origin: the API is not there
      }
    }
    return null;
  }
  const api = look(window) || (window.opener ? look(window.opener) : null);

  function call(method, a, b) {
    return api ? String(api[names[method]](a === undefined ? '' : a, b)) : '';
  }
  function get(element) {
    return api ? String(api[names.get](element)) : '';
  }
  function set(element, value) {
    if (api) api[names.set](element, String(value));
  }

  const pages = Array.prototype.slice.call(document.querySelectorAll('section.page'));
  const questions = Array.prototype.slice.call(document.querySelectorAll('fieldset[data-question]'));
  const state = { page: 0, answers: {}, done: false };
  const started = Date.now();
  let finished = false;

  function save() {
    set(names.location, pages[state.page].id);
    set(names.suspend, JSON.stringify({ answers: state.answers, done: state.done }));
    set(names.exit, state.done ? (version === '2004' ? 'normal' : '') : 'suspend');
    call('commit');
  }

  function show(index) {
    state.page = Math.max(0, Math.min(pages.length - 1, index));
    if (questions.length === 0 && state.page === pages.length - 1 && !state.done) {
      state.done = true;
      if (version === '2004') set('cmi.completion_status', 'completed');
      else set('cmi.core.lesson_status', 'completed');
    }
    pages.forEach((page, i) => {
      page.hidden = i !== state.page;
    });
    document.getElementById('position').textContent = `Page ${state.page + 1} of ${pages.length}`;
    document.getElementById('previous').disabled = state.page === 0;
    document.getElementById('next').disabled = state.page === pages.length - 1;
    const heading = pages[state.page].querySelector('h2');
    if (heading) heading.focus();
  }

  function restoreAnswers() {
    questions.forEach((fieldset) => {
      const chosen = state.answers[fieldset.getAttribute('data-question')];
      const input = chosen && fieldset.querySelector(`input[value="${chosen}"]`);
      if (input) input.checked = true;
    });
  }

  function masteryPercent() {
    if (version === '2004') {
      const scaled = parseFloat(get('cmi.scaled_passing_score'));
      return Number.isNaN(scaled) ? null : scaled * 100;
    }
    const mastery = parseFloat(get('cmi.student_data.mastery_score'));
    return Number.isNaN(mastery) ? null : mastery;
  }

  // The LMS loads the objectives the manifest declares first (ADR 0087): a topic already among them keeps
  // its row, a new one is added after the rows there are. Counted once: the count read back lags behind.
  function objectiveRows(ids) {
    const count = Number(get('cmi.objectives._count')) || 0;
    const held = {};
    for (let i = 0; i < count; i++) held[get(`cmi.objectives.${i}.id`)] = i;
    let next = count;
    const rows = {};
    ids.forEach((id) => {
      rows[id] = held[id] !== undefined ? held[id] : next++;
    });
    return rows;
  }

  function stamp() {
    const now = new Date();
    if (version === '2004') return now.toISOString().slice(0, 19);
    return now.toTimeString().slice(0, 8);
  }

  function report() {
    let right = 0;
    const topics = {};
    questions.forEach((fieldset, i) => {
      const id = fieldset.getAttribute('data-question');
      const topic = fieldset.getAttribute('data-objective');
      const correct = state.answers[id] === fieldset.getAttribute('data-correct');
      if (correct) right += 1;
      topics[topic] = topics[topic] || { right: 0, of: 0 };
      topics[topic].of += 1;
      if (correct) topics[topic].right += 1;
      const at = `cmi.interactions.${i}.`;
      set(`${at}id`, id);
      set(`${at}type`, 'choice');
      set(`${at}objectives.0.id`, topic);
      set(at + names.time, stamp());
      set(`${at}correct_responses.0.pattern`, fieldset.getAttribute('data-correct'));
      set(at + names.response, state.answers[id] || '');
      set(`${at}result`, correct ? 'correct' : version === '2004' ? 'incorrect' : 'wrong');
    });
    const score = Math.round((right / questions.length) * 100);
    const mastery = masteryPercent();
    const passed = mastery === null || score >= mastery;
    const rows = objectiveRows(Object.keys(topics));
    Object.keys(topics).forEach((topic) => {
      const at = `cmi.objectives.${rows[topic]}.`;
      const met = topics[topic].right === topics[topic].of;
      set(`${at}id`, topic);
      set(`${at}score.raw`, Math.round((topics[topic].right / topics[topic].of) * 100));
      if (version === '2004') {
        set(`${at}success_status`, met ? 'passed' : 'failed');
        set(`${at}completion_status`, 'completed');
      } else {
        set(`${at}status`, met ? 'passed' : 'failed');
      }
    });
    if (version === '2004') {
      set('cmi.score.min', 0);
      set('cmi.score.max', 100);
      set('cmi.score.raw', score);
      set('cmi.score.scaled', score / 100);
      set('cmi.success_status', passed ? 'passed' : 'failed');
      set('cmi.completion_status', 'completed');
    } else {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', score);
      set('cmi.core.lesson_status', mastery === null ? 'completed' : passed ? 'passed' : 'failed');
    }
    return { right: right, score: score, mastery: mastery, passed: passed };
  }

  function showResult(result) {
    let text = `You answered ${result.right} of ${questions.length} correctly (${result.score}%).`;
    if (result.mastery !== null)
      text += result.passed ? ' You passed.' : ` The pass mark is ${result.mastery}%.`;
    document.getElementById('result').textContent = text;
  }

  function sessionTime() {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (version === '2004') return `PT${seconds}S`;
    const two = (n) => (n < 10 ? '0' : '') + n;
    return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  }

  function finish() {
    if (!api || finished) return;
    finished = true;
    set(version === '2004' ? 'cmi.session_time' : 'cmi.core.session_time', sessionTime());
    save();
    call('finish');
  }

  if (api) {
    call('init');
    const learner = get(names.name);
    if (learner) document.getElementById('learner').textContent = `Learner: ${learner}`;
    try {
      const stored = JSON.parse(get(names.suspend) || '{}');
      state.answers = stored.answers || {};
      state.done = stored.done === true;
    } catch (_error) {
      state.answers = {};
    }
    const bookmark = get(names.location);
    pages.forEach((page, i) => {
      if (page.id === bookmark) state.page = i;
    });
    if (version === '2004' && get('cmi.completion_status') === 'unknown')
      set('cmi.completion_status', 'incomplete');
    if (version === '1.2' && get('cmi.core.lesson_status') === 'not attempted')
      set('cmi.core.lesson_status', 'incomplete');
  } else {
    document.getElementById('learner').textContent = 'Opened outside the course player: nothing is recorded.';
  }

  restoreAnswers();
  show(state.page);
  if (state.done && questions.length > 0) showResult(report());

  /** The element that says whether a navigation request is valid: `{target=ID}choice` asks about ID. */
  function validElement(request) {
    const choice = /^(\{target=[^}]+\})choice$/.exec(request);
    return choice ? `adl.nav.request_valid.choice.${choice[1]}` : `adl.nav.request_valid.${request}`;
  }
  document.querySelectorAll('button[data-nav]').forEach((button) => {
    const request = button.getAttribute('data-nav');
    button.hidden = !(api && version === '2004' && get(validElement(request)) === 'true');
    button.addEventListener('click', () => {
      set('adl.nav.request', request);
      finish();
    });
  });

  questions.forEach((fieldset) => {
    fieldset.addEventListener('change', (event) => {
      state.answers[fieldset.getAttribute('data-question')] = event.target.value;
      save();
    });
  });
  document.getElementById('previous').addEventListener('click', () => {
    show(state.page - 1);
    save();
  });
  document.getElementById('next').addEventListener('click', () => {
    show(state.page + 1);
    save();
  });
  const submit = document.getElementById('submit');
  if (submit) {
    submit.addEventListener('click', () => {
      state.done = true;
      showResult(report());
      save();
    });
  }
  window.addEventListener('pagehide', finish);
})();
