// The demo learner's profile files and complaint attachment: a 350x350 passport-style photo (PNG, a
// soft, lightly grained background so it is the size of a real photo, 50 KB to 1 MB) and PDFs of 50 to
// 250 KB (a degree certificate, a transcript, a marks card, a complaint's scanned letter). They go to the
// bundle's private/ folder: a learner's files are served to their owner only.
import { buildPdf } from './pdf.mjs';
import { createCanvas, encodePng } from './png.mjs';

/** A deterministic grain, so the file is the same each time it is made. */
function grain(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648) * 14 - 7;
  };
}

/** A head-and-shoulders silhouette on a pale background, with initials. */
export function profilePhotoPng({ initials }) {
  const size = 350;
  const canvas = createCanvas(size, size, [236, 240, 245]);
  const noise = grain(42);
  const clamp = (value) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const head = (x - 175) ** 2 + (y - 140) ** 2 < 70 ** 2;
      const shoulders = y > 230 && (x - 175) ** 2 / 140 ** 2 + (y - 360) ** 2 / 130 ** 2 < 1;
      const base = head ? [196, 150, 120] : shoulders ? [40, 70, 120] : [236 - y / 12, 240 - y / 14, 245];
      canvas.pixels.set(
        base.map((channel) => clamp(channel + noise())),
        (y * size + x) * 3,
      );
    }
  }
  canvas.text(12, 12, initials, [40, 70, 120], 4);
  return encodePng(canvas);
}

const subjects = [
  'Pharmaceutical Chemistry',
  'Pharmacology',
  'Pharmacognosy',
  'Pharmaceutics',
  'Human Anatomy and Physiology',
  'Biochemistry',
  'Pharmaceutical Microbiology',
  'Clinical Pharmacy',
  'Pharmaceutical Jurisprudence',
  'Hospital Pharmacy',
];

/** A PDF of the given title with `rows` lines of records: enough pages to be a real scan's size. */
function recordPdf({ title, subtitle, lead, rows }) {
  return buildPdf({
    title,
    subtitle,
    accent: [0.05, 0.28, 0.63],
    blocks: [
      { text: lead },
      ...Array.from({ length: rows }, (_, page) => [
        { heading: `Semester ${(page % 8) + 1}, record ${page + 1}` },
        {
          bullets: subjects.map(
            (subject, n) =>
              `${subject} (paper ${page + 1}.${n + 1}): internal ${20 + ((page + n) % 5)}/25, examination ${55 + ((page * 7 + n * 3) % 20)}/75, credits 4, grade ${['A', 'B+', 'A+', 'B'][(page + n) % 4]}`,
          ),
        },
      ]).flat(),
    ],
  });
}

export const demoAccountFiles = [
  { file: 'account/asha-mensah-photo.png', build: () => profilePhotoPng({ initials: 'AM' }) },
  {
    file: 'account/bpharm-degree-certificate.pdf',
    build: () =>
      recordPdf({
        title: 'Degree Certificate',
        subtitle: 'Bachelor of Pharmacy, Kwame Nkrumah University of Science and Technology',
        lead: 'This is to certify that Asha Mensah has been admitted to the degree of Bachelor of Pharmacy, having passed the examinations recorded below.',
        rows: 24,
      }),
  },
  {
    file: 'account/bpharm-transcript.pdf',
    build: () =>
      recordPdf({
        title: 'Academic Transcript',
        subtitle: 'Bachelor of Pharmacy, 2016-2020',
        lead: 'Official transcript of the academic record of Asha Mensah.',
        rows: 30,
      }),
  },
  {
    file: 'account/semester-8-marks-card.pdf',
    build: () =>
      recordPdf({
        title: 'Marks Card',
        subtitle: 'Bachelor of Pharmacy, final year',
        lead: 'Statement of marks of Asha Mensah in the final-year examinations.',
        rows: 26,
      }),
  },
  {
    file: 'account/marks-correction-request.pdf',
    build: () =>
      recordPdf({
        title: 'Request for correction of marks',
        subtitle: 'Certificate in Pharmacovigilance, IA 2 of pv102',
        lead: 'The marks of IA 2 of Adverse Drug Reaction Reporting appear as 0 on the portal; my answer script, attached, was marked 19/25.',
        rows: 2,
      }),
  },
];
