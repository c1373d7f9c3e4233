// The demo learner's project attachments: the audit plan (a PDF) and a tally of suspected ADRs by month
// drawn as a bar chart (a PNG). They go to the bundle's private/ folder: an attachment is served only to
// the learner whose thread holds it (and staff).
import { buildPdf } from './pdf.mjs';
import { createCanvas, encodePng } from './png.mjs';

function auditPlanPdf() {
  return buildPdf({
    title: 'ADR reporting audit: plan',
    subtitle: 'Ward 4 (General Medicine), City Hospital Bengaluru',
    accent: [0.05, 0.28, 0.63],
    blocks: [
      { heading: 'Scope' },
      {
        text: 'One month of case records of Ward 4 (October 2026) are reviewed for suspected adverse drug reactions, and each one found is checked against the reports sent to the ADR monitoring centre (PvPI).',
      },
      { heading: 'Method' },
      {
        bullets: [
          'Sample: 20 case records chosen at random from the ward register.',
          'Each record is read for the trigger tools of the audit form (antidote given, drug stopped, abnormal laboratory value).',
          'Every suspected reaction is assessed for causality with the WHO-UMC scale.',
          'Reports are matched with the hospital ADR register by patient number and date.',
        ],
      },
      { heading: 'Agreed with' },
      { text: 'The head of Ward 4 and the chief pharmacist, on 9 November 2026.' },
    ],
  });
}

function tallyPng() {
  const ink = [33, 33, 33];
  const blue = [13, 71, 161];
  const grey = [117, 117, 117];
  const canvas = createCanvas(640, 400, [255, 255, 255]);
  canvas.text(24, 20, 'SUSPECTED ADRS FOUND AND REPORTED', ink, 2);
  canvas.text(24, 48, 'WARD 4, OCTOBER 2026, 20 RECORDS', grey, 2);
  const bars = [
    ['FOUND', 7, blue],
    ['REPORTED', 2, [198, 40, 40]],
  ];
  for (const [i, [label, count, colour]] of bars.entries()) {
    const x = 80 + i * 240;
    const height = count * 36;
    canvas.fillRect(x, 340 - height, 120, height, colour);
    canvas.text(x, 352, label, ink, 2);
    canvas.text(x + 52, 340 - height - 30, String(count), ink, 3);
  }
  canvas.fillRect(60, 340, 520, 2, ink);
  return encodePng(canvas);
}

/** The files, by their path under private/. */
export const demoProjectFiles = [
  { file: 'project/adr-audit-plan.pdf', build: auditPlanPdf },
  { file: 'project/adr-tally-chart.png', build: tallyPng },
];
