import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build on disk for a server test, in a folder of its own: `dist/index.html` (the page template)
 * and, unless null, `dist-ssr/prerender.js` (a module standing in for the web build's prerenderer).
 */
export async function fakeWebBuild(
  template: string,
  prerenderer: string | null,
): Promise<{ webFolder: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'aula-web-build-'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), template);
  if (prerenderer !== null) {
    await mkdir(join(root, 'dist-ssr'));
    await writeFile(join(root, 'dist-ssr', 'prerender.js'), prerenderer);
  }
  return { webFolder: join(root, 'dist'), remove: () => rm(root, { recursive: true, force: true }) };
}
