/**
 * Makes the quick-tour videos of the public site (`src/features/public-site/tour/`): draws each
 * frame in Chromium (see draw-scenes.ts), encodes them with ffmpeg as WebM (VP9), writes a poster
 * image and English and French caption tracks. Run from the repository root after changing a scene:
 *
 *   node apps/web/scripts/tour/record-tour.ts
 *
 * Needs Debian's Chromium (/usr/bin/chromium) and ffmpeg. The files it writes are committed.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { drawTourFrame } from './draw-scenes.ts';
import { type Caption, tourScenes } from './tour-scenes.ts';

const outFolder = fileURLToPath(new URL('../../src/features/public-site/tour/', import.meta.url));
const framesPerSecond = 24;

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  const minutes = Math.floor(whole / 60);
  return `00:${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
}

function webVtt(captions: readonly Caption[], language: 'en' | 'fr'): string {
  const cues = captions.map(
    (caption, index) =>
      `${index + 1}\n${timestamp(caption.from)} --> ${timestamp(caption.to)}\n${caption[language]}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}

function run(command: string, args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
    if (input && child.stdin) {
      const stdin = child.stdin;
      input(stdin).then(
        () => stdin.end(),
        (error: unknown) => {
          child.kill();
          reject(error);
        },
      );
    }
  });
}

async function frame(page: Page, scene: (typeof tourScenes)[number]['id'], t: number): Promise<Buffer> {
  return Buffer.from(await page.evaluate(drawTourFrame, { scene, t }), 'base64');
}

async function record(page: Page, scene: (typeof tourScenes)[number]): Promise<void> {
  const video = `${outFolder}${scene.id}.webm`;
  const frames = Math.round(scene.seconds * framesPerSecond);
  // VP9 at constant quality: flat drawings compress to a few hundred kilobytes.
  const encoder = [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'image2pipe',
    '-framerate',
    String(framesPerSecond),
    '-i',
    '-',
  ];
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-pix_fmt', 'yuv420p', '-row-mt', '1'];
  await run('ffmpeg', [...encoder, ...vp9, '-an', video], async (stdin) => {
    for (let index = 0; index < frames; index++) {
      const png = await frame(page, scene.id, index / framesPerSecond);
      if (!stdin.write(png)) await new Promise((resolve) => stdin.once('drain', resolve));
    }
  });
  const poster = await frame(page, scene.id, scene.posterAt);
  await run(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-i',
      '-',
      '-update',
      '1',
      '-frames:v',
      '1',
      '-q:v',
      '5',
      `${outFolder}${scene.id}.jpg`,
    ],
    async (stdin) => {
      stdin.write(poster);
    },
  );
  await writeFile(`${outFolder}${scene.id}.en.vtt`, webVtt(scene.captions, 'en'));
  await writeFile(`${outFolder}${scene.id}.fr.vtt`, webVtt(scene.captions, 'fr'));
  console.log(`wrote ${scene.id} (${frames} frames)`);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const page = await browser.newPage();
  for (const scene of tourScenes) await record(page, scene);
} finally {
  await browser.close();
}
