// The demo learner's two hall tickets: a two-page PDF (the ticket, then the instructions to candidates)
// and a PNG that looks like a scanned ticket. They go to the bundle's private/ folder, which the import
// never publishes: a hall ticket is served to its owner only.
import { buildPdf } from './pdf.mjs';
import { createCanvas, encodePng } from './png.mjs';

const instructions = [
  'Bring this hall ticket and a photo identity card (Aadhaar, passport or national identity card) to every examination.',
  'Sign in to the proctored examination 30 minutes before it starts, from a quiet room with a working webcam and microphone.',
  'Close every other program and browser tab. Switching windows during the examination is recorded and reported.',
  'No books, notes, phones or second screens are allowed. Keep your desk clear except for a calculator where the paper allows one.',
  'Candidates more than 30 minutes late are not admitted. Contact the examination cell at exams@aula.demo if you cannot attend.',
  'Results are published on the portal about four weeks after the last examination of the session.',
];

/** The PDF hall ticket of `ticket` ({ candidate, usn, program, batch, session, centre, exams: [{ code, title, date, time }] }). */
export function hallTicketPdf(ticket) {
  return buildPdf({
    title: `Hall Ticket - ${ticket.session}`,
    subtitle: `${ticket.program} (${ticket.batch})`,
    accent: [0.05, 0.28, 0.63],
    blocks: [
      { heading: 'Candidate' },
      {
        bullets: [
          `Name: ${ticket.candidate}`,
          `University Seat Number (USN): ${ticket.usn}`,
          `Program: ${ticket.program}`,
          `Semester: ${ticket.semester}`,
          `Examination centre: ${ticket.centre}`,
        ],
      },
      { heading: 'Examinations' },
      { bullets: ticket.exams.map((exam) => `${exam.date}, ${exam.time}: ${exam.code} ${exam.title}`) },
      {
        text: 'This hall ticket is issued by the Controller of Examinations of Aula Demo University and is valid only with a photo identity card.',
      },
      { pageBreak: true },
      { heading: 'Instructions to candidates' },
      { bullets: instructions },
      { text: 'Controller of Examinations, Aula Demo University, Bengaluru.' },
    ],
  });
}

const blue = [13, 71, 161];
const ink = [33, 33, 33];
const grey = [117, 117, 117];
const paper = [250, 248, 242];

/** The same kind of ticket as a picture, 900 x 620 pixels. */
export function hallTicketPng(ticket) {
  const canvas = createCanvas(900, 620, paper);
  canvas.fillRect(0, 0, 900, 90, blue);
  canvas.text(30, 22, 'AULA DEMO UNIVERSITY', [255, 255, 255], 4);
  canvas.text(30, 62, `HALL TICKET - ${ticket.session}`, [255, 255, 255], 2);

  // The photo box with the candidate's initials.
  canvas.strokeRect(720, 120, 150, 180, grey, 2);
  const initials = ticket.candidate
    .split(' ')
    .map((word) => word[0])
    .join('');
  canvas.text(795 - initials.length * 15, 195, initials, grey, 5);

  const rows = [
    ['CANDIDATE', ticket.candidate],
    ['USN', ticket.usn],
    ['PROGRAM', ticket.program],
    ['SEMESTER', String(ticket.semester)],
    ['CENTRE', ticket.centre],
  ];
  rows.forEach(([label, value], i) => {
    canvas.text(30, 125 + i * 36, `${label}:`, grey, 2);
    canvas.text(190, 125 + i * 36, value, ink, 2);
  });

  canvas.fillRect(30, 330, 840, 3, blue);
  canvas.text(30, 348, 'EXAMINATIONS', blue, 3);
  ticket.exams.forEach((exam, i) => {
    const y = 390 + i * 34;
    canvas.text(30, y, exam.date, ink, 2);
    canvas.text(220, y, exam.time, ink, 2);
    canvas.text(330, y, `${exam.code} ${exam.title}`, ink, 2);
  });
  canvas.fillRect(30, 540, 840, 1, grey);
  canvas.text(30, 556, 'VALID ONLY WITH A PHOTO IDENTITY CARD.', grey, 2);
  canvas.text(30, 582, 'CONTROLLER OF EXAMINATIONS, AULA DEMO UNIVERSITY', grey, 2);
  return encodePng(canvas);
}

/** The demo learner's tickets: the PDF for Pharmacovigilance, the picture for Healthcare Management. */
export const demoHallTickets = [
  {
    file: 'hall-tickets/ADU26PV0042-hall-ticket.pdf',
    build: hallTicketPdf,
    ticket: {
      candidate: 'Asha Mensah',
      usn: 'ADU26PV0042',
      program: 'Certificate in Pharmacovigilance',
      batch: 'July 2026 intake',
      semester: 1,
      session: 'December 2026',
      centre: 'Online proctored (ADU Centre for Online Education)',
      exams: [
        {
          date: '14 December 2026',
          time: '10:00 IST',
          code: 'PV101',
          title: 'Principles of Pharmacovigilance',
        },
        {
          date: '16 December 2026',
          time: '10:00 IST',
          code: 'PV102',
          title: 'Adverse Drug Reaction Reporting',
        },
        {
          date: '18 December 2026',
          time: '10:00 IST',
          code: 'PV103',
          title: 'Signal Detection and Risk Management',
        },
      ],
    },
  },
  {
    file: 'hall-tickets/ADU26HM0107-hall-ticket.png',
    build: hallTicketPng,
    ticket: {
      candidate: 'Asha Mensah',
      usn: 'ADU26HM0107',
      program: 'Diploma in Healthcare Management',
      semester: 1,
      session: 'DECEMBER 2026',
      centre: 'ONLINE PROCTORED',
      exams: [
        { date: '08 DEC 2026', time: '14:00', code: 'HCM101', title: 'HEALTH SYSTEMS AND POLICY' },
        { date: '10 DEC 2026', time: '14:00', code: 'HCM102', title: 'HOSPITAL OPERATIONS' },
        { date: '12 DEC 2026', time: '14:00', code: 'HCM103', title: 'QUALITY AND PATIENT SAFETY' },
      ],
    },
  },
];
