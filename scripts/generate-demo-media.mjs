// Writes the media of the demo bundle (content/demo/media) from code: PDFs, audio, web pages and SVG
// pictures, several of them from the bundle's own JSON (program banners, portraits and study guides follow
// what programs/ and courses/ name). Runs on plain Node 20 or later, no dependencies:
//   node scripts/generate-demo-media.mjs            (keeps the committed video)
//   node scripts/generate-demo-media.mjs --video    (also remakes the video; needs ffmpeg on the PATH)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccountFiles } from './demo-media/account-files.mjs';
import { academicCalendar, admissionInstructions, handbook, studyGuide } from './demo-media/documents.mjs';
import { demoHallTickets } from './demo-media/hall-tickets.mjs';
import { demoMiniAssignmentFiles } from './demo-media/mini-assignment-files.mjs';
import { doseCalculatorHtml, doseCalculatorJs, primerHtml } from './demo-media/pages.mjs';
import { buildPdf } from './demo-media/pdf.mjs';
import { demoProjectFiles } from './demo-media/project-files.mjs';
import { banner, logo, partnerLogo, pictogram, pictogramShapes, portrait } from './demo-media/svg.mjs';
import { chime, concat, speechLike, wavFile } from './demo-media/wav.mjs';

const bundle = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'demo');
const media = join(bundle, 'media');
const written = [];

function write(path, content) {
  const target = join(media, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  written.push(path);
}

const readJson = (path) => JSON.parse(readFileSync(join(bundle, path), 'utf8'));
const readFolder = (folder) =>
  readdirSync(join(bundle, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(`${folder}/${name}`));

const palette = [
  ['#0d47a1', '#26a69a'],
  ['#283593', '#42a5f5'],
  ['#1b5e20', '#66bb6a'],
  ['#4a148c', '#ab47bc'],
  ['#bf360c', '#ffa726'],
  ['#006064', '#26c6da'],
  ['#880e4f', '#ec407a'],
  ['#37474f', '#78909c'],
];
const hash = (text) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
const colours = (key) => palette[hash(key) % palette.length];
const initialsOf = (name) =>
  name
    .replace(/^(Dr|Prof|Mr|Ms|Mrs)\.?\s+/, '')
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();

// The organisation's logos.
const organisation = readJson('organisation.json');
write(organisation.logo, logo({ short: organisation.shortName, name: organisation.name, colour: '#0d47a1' }));
if (organisation.partnerLogo) {
  write(
    organisation.partnerLogo,
    partnerLogo({ name: 'Universities of partner African countries', colour: '#00695c' }),
  );
}

// Program banners, topic banners and portraits, as the program files name them.
const programs = readFolder('programs');
for (const program of programs) {
  const [from, to] = colours(program.pid);
  write(
    program.pimage,
    banner({
      title: program.ptitle,
      initials: program.pid.split('-')[0].toUpperCase(),
      from,
      to,
      seed: hash(program.pid) % 17,
    }),
  );
  for (const topic of program.pcurriculum) {
    if (!topic.timage) continue;
    const [a, b] = colours(topic.tid);
    write(
      topic.timage,
      banner({
        title: topic.ttitle,
        initials: topic.tid.toUpperCase(),
        from: a,
        to: b,
        seed: hash(topic.tid) % 17,
      }),
    );
  }
  const people = [
    ...program.pinstructors.flatMap((group) => group.value),
    program.ccoordinator,
    program.cmentor,
  ];
  for (const person of people.filter(Boolean)) {
    write(person.pic, portrait({ initials: initialsOf(person.name), colour: colours(person.name)[0] }));
  }
}

// A study guide for every course, and its banner when the course names its own.
for (const course of readFolder('courses')) {
  write(`pdf/${course.tid}-study-guide.pdf`, buildPdf(studyGuide(course)));
  if (course.timage && !written.includes(course.timage)) {
    const [a, b] = colours(course.tid);
    write(
      course.timage,
      banner({ title: course.ttitle, initials: course.tid.toUpperCase(), from: a, to: b }),
    );
  }
}

// Documents.
write('pdf/pharmacovigilance-handbook.pdf', buildPdf(handbook));
write('pdf/admission-instructions.pdf', buildPdf(admissionInstructions));
write('pdf/academic-calendar-2026-27.pdf', buildPdf(academicCalendar));

// Audio: a spoken-like welcome and two podcast episodes that open with a chime.
write(
  'audio/welcome-to-adu.wav',
  wavFile(
    speechLike('Welcome to Aula Demo University. Your learning begins here, at your own pace.', {
      sampleRate: 16000,
      seed: 3,
    }),
    16000,
  ),
);
write(
  'audio/podcast-signal-detection.wav',
  wavFile(
    concat(
      chime({ sampleRate: 11025 }),
      speechLike(
        'In this episode, we talk about signals. How one careful report, and then another, becomes a safety alert that protects patients.',
        {
          sampleRate: 11025,
          seed: 5,
          f0: 180,
        },
      ),
    ),
    11025,
  ),
);
write(
  'audio/podcast-hospital-operations.wav',
  wavFile(
    concat(
      chime({ sampleRate: 11025 }),
      speechLike(
        'Today, our guest runs the outpatient department of a busy teaching hospital. Queues, beds and people.',
        {
          sampleRate: 11025,
          seed: 9,
          f0: 110,
        },
      ),
    ),
    11025,
  ),
);

// Web pages and the interactive calculator. The SCORM packages are zips: scripts/build-scorm-packages.mjs.
write('html/pharmacovigilance-cycle.html', primerHtml);
write('interactivity/dose-calculator/index.html', doseCalculatorHtml);
write('interactivity/dose-calculator/dose-calculator.js', doseCalculatorJs);

// Pictures for picture questions, announcements and references.
const captions = {
  'black-triangle': 'Inverted black triangle',
  'red-cross': 'Red cross',
  'green-circle': 'Green circle',
  'blue-square': 'Blue square',
  gloves: 'Gloves',
  mask: 'Surgical mask',
  gown: 'Isolation gown',
  calculator: 'Calculator',
};
for (const shape of pictogramShapes)
  write(`images/options/${shape}.svg`, pictogram({ shape, caption: captions[shape] }));
write(
  'images/convocation-2026.svg',
  banner({
    title: 'Convocation 2026 - 12 December',
    initials: 'ADU',
    from: '#0d47a1',
    to: '#ffb300',
    seed: 4,
  }),
);
write(
  'images/adr-reporting-flow.svg',
  banner({ title: 'Patient to PvPI to VigiBase', initials: 'ADR', from: '#1565c0', to: '#26a69a', seed: 8 }),
);

// The video: three seconds of captions on a coloured background, made once with ffmpeg and committed.
const video = 'video/hand-hygiene.webm';
if (process.argv.includes('--video') || !existsSync(join(media, video))) {
  const steps = [
    '1  Wet hands and apply soap',
    '2  Rub palms, backs and fingers',
    '3  Rinse and dry with a clean towel',
  ];
  const text = steps
    .map(
      (step, i) =>
        `drawtext=text='${step}':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=(h-text_h)/2:enable='between(t,${i},${i + 1})'`,
    )
    .join(',');
  mkdirSync(join(media, 'video'), { recursive: true });
  const result = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x00695c:s=480x270:r=24:d=3',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=523:sample_rate=48000:duration=3',
      '-vf',
      `${text},drawbox=x=0:y=ih-8:w=iw*t/3:h=8:color=white@0.8:t=fill`,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-af',
      'volume=0.2',
      '-shortest',
      join(media, video),
    ],
    { stdio: 'inherit' },
  );
  if (result.error || result.status !== 0)
    console.warn(`Could not make ${video} (is ffmpeg installed?); the bundle needs it.`);
  else written.push(video);
}

// The video's captions (WebVTT beside it, same name): the course player offers them when they exist.
write(
  'video/hand-hygiene.vtt',
  [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:01.000',
    'Wet hands and apply soap.',
    '',
    '00:00:01.000 --> 00:00:02.000',
    'Rub palms, backs and fingers.',
    '',
    '00:00:02.000 --> 00:00:03.000',
    'Rinse and dry with a clean towel.',
    '',
  ].join('\n'),
);

// Hall tickets go to private/, which the import never publishes (see halltickets.json).
for (const { file, build, ticket } of demoHallTickets) {
  const target = join(bundle, 'private', file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, build(ticket));
  written.push(`../private/${file}`);
}

// Learners' profile files and complaint attachments go to private/ as well (see profiles.json).
for (const { file, build } of demoAccountFiles) {
  const target = join(bundle, 'private', file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, build());
  written.push(`../private/${file}`);
}

// Project attachments and a mini-assignment answer go to private/ as well (see project-threads.json,
// mini-assignments.json).
for (const { file, build } of [...demoProjectFiles, ...demoMiniAssignmentFiles]) {
  const target = join(bundle, 'private', file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, build());
  written.push(`../private/${file}`);
}

console.log(`Wrote ${written.length} media files under ${media}`);
