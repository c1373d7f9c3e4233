// The texts of the demo PDFs: a pharmacovigilance handbook, the admission instructions, the academic
// calendar, and a study guide for every course, written from the course's own JSON file.

const plain = (html) =>
  html
    .replace(/<li>/g, '\n- ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[^\x20-\x7e\n]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();

export const handbook = {
  title: 'Pharmacovigilance Handbook',
  subtitle: 'Certificate in Pharmacovigilance - reading for Units 1 and 2',
  accent: [0.05, 0.28, 0.63],
  blocks: [
    { heading: '1. Why pharmacovigilance matters' },
    {
      text: 'Clinical trials study a medicine in a few thousand carefully chosen patients for a limited time. Once a medicine is marketed it is used by millions of people of every age, with other diseases and other medicines. Rare, delayed and interaction-related harms become visible only then. Pharmacovigilance is the system that notices them, judges them and acts on them.',
    },
    {
      text: 'The thalidomide disaster of 1961, in which more than ten thousand children were born with limb defects, led to the WHO Programme for International Drug Monitoring in 1968. Today more than 170 countries take part, and their reports form VigiBase, the WHO global database of individual case safety reports, maintained by the Uppsala Monitoring Centre.',
    },
    { heading: '2. Key definitions' },
    {
      bullets: [
        'Adverse drug reaction (ADR): a response to a medicine which is noxious and unintended, and which occurs at doses normally used in man.',
        'Adverse event: any untoward medical occurrence in a patient given a medicine, whether or not it is caused by the medicine.',
        'Serious: results in death, is life-threatening, requires or prolongs hospitalisation, results in persistent disability, is a congenital anomaly, or is medically important.',
        'Unexpected: not consistent with the product information (the label or the summary of product characteristics).',
        'Signal: information suggesting a new, potentially causal association between a medicine and an event, which justifies verification.',
      ],
    },
    { heading: '3. The national programmes' },
    {
      text: 'In India the Pharmacovigilance Programme of India (PvPI) is coordinated by the Indian Pharmacopoeia Commission in Ghaziabad. More than 750 ADR Monitoring Centres in medical colleges and hospitals collect reports on the Suspected Adverse Drug Reaction Reporting Form and enter them into VigiFlow. Patients can report directly through the helpline 1800-180-3024 or the ADR PvPI mobile application.',
    },
    {
      text: 'Partner countries in Africa run national pharmacovigilance centres within their medicines regulatory authorities, for example the Food and Drugs Authority of Ghana, NAFDAC in Nigeria and the Pharmacy and Poisons Board structures of East Africa. The African Medicines Agency is building continental cooperation on safety data.',
    },
    { pageBreak: true },
    { heading: '4. Writing a good case report' },
    {
      text: 'A report is valid when it has four minimum elements: an identifiable patient, an identifiable reporter, a suspected medicine and a suspected reaction. A good report adds much more: the dates of starting and stopping each medicine, the dose and route, the time to onset, what happened when the medicine was stopped (dechallenge) or restarted (rechallenge), relevant history and laboratory values, and the outcome.',
    },
    {
      bullets: [
        'Describe the reaction in the words of a clinician, then code it with MedDRA.',
        'List every medicine the patient took, including herbal and over-the-counter products.',
        'Give the batch number for vaccines and biological medicines.',
        'Report on suspicion: certainty is not required, and follow-up information can be added later.',
      ],
    },
    { heading: '5. Assessing causality' },
    {
      text: 'The WHO-UMC system classifies the relationship as certain, probable or likely, possible, unlikely, conditional or unclassified, and unassessable. The Naranjo algorithm gives a score from ten questions: 9 or more is definite, 5 to 8 probable, 1 to 4 possible and 0 or less doubtful. Both approaches look at the timing of the event, other causes, dechallenge and rechallenge.',
    },
    { heading: '6. From signal to action' },
    {
      text: 'Signals come from clusters of similar case reports and from statistics of disproportionate reporting, such as the proportional reporting ratio and the information component used by the Uppsala Monitoring Centre. A signal is validated, prioritised and assessed; the outcome may be a label change, a restriction of use, a risk management plan with additional measures, a communication to healthcare professionals, or withdrawal of the product.',
    },
    { heading: 'Further reading' },
    {
      bullets: [
        'WHO. The importance of pharmacovigilance: safety monitoring of medicinal products. Geneva, 2002.',
        'Indian Pharmacopoeia Commission. Guidance document for spontaneous adverse drug reaction reporting.',
        'CIOMS Working Group VIII. Practical aspects of signal detection in pharmacovigilance.',
      ],
    },
  ],
};

export const admissionInstructions = {
  title: 'Admission Instructions 2026-27',
  subtitle: 'How to apply to an online programme of Aula Demo University',
  accent: [0.0, 0.38, 0.39],
  blocks: [
    { heading: 'Before you start' },
    {
      bullets: [
        'Sign up on the portal with your own e-mail address and verify it from the link we send you.',
        'Keep scans ready: your highest qualification certificate, transcripts, a national ID and a passport-size photograph (JPG or PNG, 50 KB to 250 KB).',
        'Applicants from partner African countries under the e-VBAB scheme must first register on the national learning portal with the same e-mail address.',
      ],
    },
    { heading: 'The application, step by step' },
    {
      bullets: [
        'General Information: your name, contact details, date of birth and addresses.',
        'Education: your school and university, and your work experience (write NIL if none).',
        'Upload Documents: certificate, transcripts, national ID and profile photo.',
        'Scholarship: e-VBAB applicants choose their learning centre.',
        'Review: check everything, then submit. You can save and continue later until you submit.',
      ],
    },
    { heading: 'After you submit' },
    {
      text: 'A counsellor reviews every application. Within 3 working days you receive an e-mail with the decision and, for self-funded learners, a payment link. Accepted learners see a Start button on the program page and receive their Candidate Id (USN) before the first examination.',
    },
    { heading: 'Contact' },
    {
      text: 'Admissions office: admissions@aula.demo - +91 80 4000 1234 (Monday to Friday, 9:30 to 17:30 IST).',
    },
  ],
};

export const academicCalendar = {
  title: 'Academic Calendar 2026-27',
  subtitle: 'Online programmes - July 2026 intake',
  accent: [0.29, 0.08, 0.55],
  blocks: [
    { heading: 'Semester 1' },
    {
      bullets: [
        '1 July 2026: programmes begin; orientation webinar at 18:00 IST.',
        '15 August 2026: Independence Day, no live sessions.',
        '16-27 November 2026: internal assessments open on the portal.',
        '2-4 December 2026: Pharmacovigilance awareness week webinars.',
        '14-23 December 2026: semester end examinations (proctored online).',
        '24 December 2026 - 3 January 2027: winter break.',
      ],
    },
    { heading: 'Semester 2' },
    {
      bullets: [
        '4 January 2027: semester 2 begins.',
        '15 January 2027: last date for re-registration and fee payment.',
        '26 January 2027: Republic Day, no live sessions.',
        'June 2027: semester end examinations and results.',
      ],
    },
  ],
};

/** A study guide for a course, from its JSON file: description, units and their nuggets, references. */
export function studyGuide(course) {
  const units = new Map();
  for (const nugget of course.nuggets) {
    if (!units.has(nugget.unit)) units.set(nugget.unit, []);
    units.get(nugget.unit).push(nugget);
  }
  const blocks = [{ heading: 'About this course' }];
  for (const paragraph of plain(course.tdescription).split('\n- ')) {
    if (paragraph.trim()) blocks.push({ text: paragraph.trim() });
  }
  blocks.push({ heading: 'Study plan' });
  blocks.push({
    text: `The course runs over ${course.tduration} weeks. Work through the units in order, mark each item complete in the course player, and join the weekly live session announced on the portal.`,
  });
  for (const [unit, nuggets] of units) {
    blocks.push({ heading: unit });
    blocks.push({
      bullets: nuggets.map(
        (nugget) =>
          `${nugget.ntitle} (${nugget.nduration} minutes): ${nugget.objects.map((object) => object.otitle).join('; ')}`,
      ),
    });
  }
  if (course.references?.length) {
    blocks.push({ heading: 'References' });
    blocks.push({ bullets: course.references.map((reference) => reference.title) });
  }
  return {
    title: course.ttitle,
    subtitle: 'Study guide',
    accent: [0.1, 0.32, 0.5],
    blocks,
  };
}
