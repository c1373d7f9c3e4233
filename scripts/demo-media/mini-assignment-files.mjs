// A demo learner's uploaded answer of the pv101 mini assignment: the Suspected Adverse Drug Reaction
// Reporting Form filled in for the case (a PDF). It goes to the bundle's private/ folder: an answer file
// is served only to its learner and to the staff who teach the course (ADR 0078).
import { buildPdf } from './pdf.mjs';

function reportingFormPdf() {
  return buildPdf({
    title: 'Suspected Adverse Drug Reaction Reporting Form',
    subtitle: 'Filled in for the case of the mini assignment (Kofi Boateng)',
    accent: [0.05, 0.28, 0.63],
    blocks: [
      { heading: 'Patient' },
      { text: 'Initials R. K., male, 45 years, 62 kg; in-patient of the medicine ward.' },
      { heading: 'Suspected reaction' },
      {
        text: 'Jaundice with raised liver enzymes (ALT 410 U/L), six weeks after starting treatment; onset 2 November 2026; recovering after the drugs were stopped.',
      },
      { heading: 'Suspected medicines' },
      {
        bullets: [
          'Isoniazid 300 mg once daily, by mouth, from 21 September 2026 (stopped 3 November).',
          'Rifampicin 450 mg once daily, by mouth, from 21 September 2026 (stopped 3 November).',
          'Pyrazinamide 1500 mg once daily, by mouth, from 21 September 2026 (stopped 3 November).',
        ],
      },
      { heading: 'Reporter' },
      { text: 'Staff nurse of the medicine ward, on 4 November 2026.' },
    ],
  });
}

/** The files, by their path under private/. */
export const demoMiniAssignmentFiles = [
  { file: 'mini-assignments/adr-reporting-form.pdf', build: reportingFormPdf },
];
