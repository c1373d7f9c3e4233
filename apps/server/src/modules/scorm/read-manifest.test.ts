import { describe, expect, it } from 'vitest';
import { manifest12, manifest2004MultiSco } from '../../../test/scorm-packages.ts';
import { readManifest } from './read-manifest.ts';

describe('readManifest with several SCOs', () => {
  it('reads a nested 1.2 organisation: SCOs depth first, the table of contents nested, both ways of moving', () => {
    const manifest = readManifest(manifest12());
    expect(manifest.scos.map((sco) => sco.identifier)).toEqual(['ITEM-1', 'ITEM-2']);
    expect(manifest.toc).toEqual([
      {
        identifier: 'FOLDER',
        title: 'Module 1',
        sco: false,
        items: [
          { identifier: 'ITEM-1', title: 'Lesson', sco: true, items: [] },
          { identifier: 'ITEM-2', title: 'Summary', sco: true, items: [] },
        ],
      },
    ]);
    expect(manifest.controlMode).toEqual({ flow: true, choice: true });
  });

  it('reads a nested 2004 organisation: parameters, each SCO its own mastery score, hidden items left out', () => {
    const manifest = readManifest(manifest2004MultiSco({ flow: true, choice: true }));
    expect(
      manifest.scos.map(({ identifier, title, href, masteryScore }) => ({
        identifier,
        title,
        href,
        masteryScore,
      })),
    ).toEqual([
      { identifier: 'SCO-INTRO', title: 'Introduction', href: 'content/intro.html', masteryScore: null },
      { identifier: 'SCO-CASE', title: 'A case', href: 'content/case.html?case=2', masteryScore: null },
      { identifier: 'SCO-QUIZ', title: 'Quiz', href: 'content/quiz.html', masteryScore: 80 },
    ]);
    expect(manifest.toc).toEqual([
      {
        identifier: 'MODULE-1',
        title: 'Playing the game',
        sco: false,
        items: [
          { identifier: 'SCO-INTRO', title: 'Introduction', sco: true, items: [] },
          { identifier: 'SCO-CASE', title: 'A case', sco: true, items: [] },
        ],
      },
      { identifier: 'SCO-QUIZ', title: 'Quiz', sco: true, items: [] },
    ]);
  });

  it("reads 2004's control mode with IMS Simple Sequencing's defaults for what it leaves out", () => {
    expect(readManifest(manifest2004MultiSco()).controlMode).toEqual({ flow: true, choice: true });
    expect(readManifest(manifest2004MultiSco({ flow: true, choice: false })).controlMode).toEqual({
      flow: true,
      choice: false,
    });
    expect(readManifest(manifest2004MultiSco({ choice: true })).controlMode).toEqual({
      flow: false,
      choice: true,
    });
  });
});
