// A SCORM 1.2 SCO: finds the LMS's API object in a parent window, records the score and completion.
(function () {
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      if (win.API) return win.API;
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window.parent) || findApi(window) || (window.opener ? findApi(window.opener) : null);
  var finished = false;
  var answers = { q1: 'yes', q2: 'outcome', q3: 'report' };

  if (api) {
    api.LMSInitialize('');
    var name = api.LMSGetValue('cmi.core.student_name');
    if (name) document.getElementById('greeting').textContent = 'Welcome, ' + name + '. ' + document.getElementById('greeting').textContent;
    if (api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  }

  function finish() {
    if (!api || finished) return;
    finished = true;
    api.LMSFinish('');
  }

  document.getElementById('check').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var right = 0;
    Object.keys(answers).forEach(function (question) {
      var chosen = form.querySelector('input[name="' + question + '"]:checked');
      if (chosen && chosen.value === answers[question]) right += 1;
    });
    var score = Math.round((right / 3) * 100);
    var result = document.getElementById('result');
    result.textContent = 'You answered ' + right + ' of 3 correctly (' + score + '%).';
    if (api) {
      api.LMSSetValue('cmi.core.score.min', '0');
      api.LMSSetValue('cmi.core.score.max', '100');
      api.LMSSetValue('cmi.core.score.raw', String(score));
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSCommit('');
      finish();
      result.textContent += ' Your result has been recorded.';
    } else {
      result.textContent += ' (Opened outside the course player: nothing was recorded.)';
    }
  });
  window.addEventListener('beforeunload', finish);
})();
