// Web content of the demo courses: a reading page and an interactive dose calculator. Pages load their
// scripts from files beside them, because the portal's Content-Security-Policy runs no inline script.

const page = (title, body, { css = '', scripts = [] } = {}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; padding: 24px; color: #263238; line-height: 1.55; max-width: 820px; }
  h1 { color: #0d47a1; font-size: 1.7rem; margin-top: 0; }
  h2 { color: #1565c0; font-size: 1.2rem; margin-top: 1.6em; }
  table { border-collapse: collapse; width: 100%; margin: 12px 0; }
  th, td { border: 1px solid #cfd8dc; padding: 8px 10px; text-align: left; vertical-align: top; }
  th { background: #e3f2fd; }
  .note { background: #fff8e1; border-left: 4px solid #ffb300; padding: 10px 14px; }
${css}</style>
${scripts.map((src) => `<script src="${src}" defer></script>`).join('\n')}
</head>
<body>
${body}
</body>
</html>
`;

export const primerHtml = page(
  'The pharmacovigilance cycle',
  `<h1>The pharmacovigilance cycle</h1>
<p>Pharmacovigilance is the science and activities relating to the detection, assessment, understanding and
prevention of adverse effects or any other medicine-related problem (WHO). Every medicine is studied in a few
thousand patients before approval; its rarer harms appear only when it is used by millions.</p>
<svg width="100%" viewBox="0 0 640 150" role="img" aria-label="Collect, assess, detect, act, communicate">
  <g font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="14" text-anchor="middle">
    <rect x="10" y="45" width="105" height="56" rx="10" fill="#e3f2fd" stroke="#1565c0"/><text x="62" y="78">Collect</text>
    <rect x="135" y="45" width="105" height="56" rx="10" fill="#e8f5e9" stroke="#2e7d32"/><text x="187" y="78">Assess</text>
    <rect x="260" y="45" width="105" height="56" rx="10" fill="#fff3e0" stroke="#ef6c00"/><text x="312" y="78">Detect signals</text>
    <rect x="385" y="45" width="105" height="56" rx="10" fill="#fce4ec" stroke="#ad1457"/><text x="437" y="78">Act</text>
    <rect x="510" y="45" width="120" height="56" rx="10" fill="#ede7f6" stroke="#4527a0"/><text x="570" y="78">Communicate</text>
  </g>
  <g stroke="#546e7a" stroke-width="2" marker-end="url(#arrow)"><path d="M115 73 H131"/><path d="M240 73 H256"/><path d="M365 73 H381"/><path d="M490 73 H506"/></g>
  <defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="6" refY="4" orient="auto"><path d="M0 0 L8 4 L0 8 Z" fill="#546e7a"/></marker></defs>
</svg>
<h2>1. Collect</h2>
<p>Spontaneous reports from doctors, pharmacists, nurses and patients are the backbone of the system. In India
they reach the Pharmacovigilance Programme of India (PvPI) through ADR Monitoring Centres, the toll-free
helpline 1800-180-3024 and the ADR PvPI app; most partner African countries run a national centre that sends
reports to the WHO global database, VigiBase.</p>
<h2>2. Assess</h2>
<p>Each report is checked for the four minimum elements, then for seriousness and causality.</p>
<table>
  <thead><tr><th>Minimum element</th><th>Example</th></tr></thead>
  <tbody>
    <tr><td>An identifiable patient</td><td>Initials, age or sex</td></tr>
    <tr><td>An identifiable reporter</td><td>Name and contact of the pharmacist</td></tr>
    <tr><td>A suspected medicine</td><td>Amoxicillin 500 mg capsules</td></tr>
    <tr><td>A suspected reaction</td><td>Urticaria on day 3 of therapy</td></tr>
  </tbody>
</table>
<p>A reaction is <strong>serious</strong> when it results in death, is life-threatening, requires or prolongs
hospitalisation, causes persistent disability, is a congenital anomaly, or is otherwise medically important.</p>
<h2>3. Detect signals</h2>
<p>A signal is information suggesting a new causal association, or a new aspect of a known one, that
justifies verification. Signals come from case series and from disproportionality statistics such as the
proportional reporting ratio (PRR).</p>
<h2>4. Act and 5. Communicate</h2>
<ul>
  <li>Label changes: new warnings, contraindications or dose advice.</li>
  <li>Restricted use, additional monitoring or, rarely, withdrawal.</li>
  <li>Dear Healthcare Professional letters, safety alerts and patient information.</li>
</ul>
<p class="note">Remember: you do not need to be certain that a medicine caused a reaction to report it.
Suspicion is enough.</p>`,
);

export const doseCalculatorHtml = page(
  'Paediatric dose calculator',
  `<h1>Paediatric dose calculator</h1>
<p>Work out a weight-based dose of an oral suspension, then check it against the maximum daily dose.
Change the values and watch each step of the calculation.</p>
<form id="calculator" class="grid" autocomplete="off">
  <label>Body weight (kg) <input name="weight" type="number" min="1" max="150" step="0.1" value="14"></label>
  <label>Dose (mg/kg per dose) <input name="dose" type="number" min="0.1" max="100" step="0.1" value="15"></label>
  <label>Doses per day <input name="frequency" type="number" min="1" max="6" step="1" value="3"></label>
  <label>Strength (mg per 5 mL) <input name="strength" type="number" min="1" max="1000" step="1" value="250"></label>
  <label>Maximum daily dose (mg) <input name="maximum" type="number" min="1" max="10000" step="1" value="1500"></label>
</form>
<table aria-live="polite">
  <tbody>
    <tr><th>Dose per administration</th><td id="per-dose"></td></tr>
    <tr><th>Volume per administration</th><td id="volume"></td></tr>
    <tr><th>Total per day</th><td id="daily"></td></tr>
  </tbody>
</table>
<p id="verdict" class="note"></p>
<p><small>For training only: always confirm doses against the approved product information.</small></p>`,
  {
    css: `  .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 12px 20px; }
  label { display: flex; flex-direction: column; font-weight: 600; font-size: 0.95rem; }
  input { font: inherit; padding: 6px 8px; margin-top: 4px; border: 1px solid #90a4ae; border-radius: 6px; }
  .warning { background: #ffebee; border-left-color: #c62828; }
`,
    scripts: ['dose-calculator.js'],
  },
);

export const doseCalculatorJs = `// Recalculates on every change; all arithmetic is shown so learners can follow it.
(function () {
  var form = document.getElementById('calculator');
  function value(name) {
    return Number(form.elements[name].value);
  }
  function format(number, unit) {
    return (Math.round(number * 10) / 10).toLocaleString('en-IN') + ' ' + unit;
  }
  function update() {
    var weight = value('weight');
    var dose = value('dose');
    var frequency = value('frequency');
    var strength = value('strength');
    var maximum = value('maximum');
    var perDose = weight * dose;
    var daily = perDose * frequency;
    document.getElementById('per-dose').textContent =
      weight + ' kg x ' + dose + ' mg/kg = ' + format(perDose, 'mg');
    document.getElementById('volume').textContent =
      format(perDose, 'mg') + ' / (' + strength + ' mg / 5 mL) = ' + format((perDose * 5) / strength, 'mL');
    document.getElementById('daily').textContent =
      format(perDose, 'mg') + ' x ' + frequency + ' = ' + format(daily, 'mg');
    var verdict = document.getElementById('verdict');
    var tooHigh = daily > maximum;
    verdict.className = tooHigh ? 'note warning' : 'note';
    verdict.textContent = tooHigh
      ? 'The daily total exceeds the maximum of ' + format(maximum, 'mg') + ': reduce the dose or the frequency.'
      : 'The daily total is within the maximum of ' + format(maximum, 'mg') + '.';
  }
  form.addEventListener('input', update);
  update();
})();
`;
