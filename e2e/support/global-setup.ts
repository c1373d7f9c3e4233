import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, startAulaServer } from './aula-server.ts';

/**
 * Starts the built Aula server on the port the config chose, with a fresh data folder, for the whole
 * run; the function it returns stops the server and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` at the repository root first.');
  }
  const port = Number(process.env.AULA_E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('AULA_E2E_PORT is not set by the config.');
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-e2e-'));
  // *.log is ignored by git; the file stays after the run for reading a failure.
  const logFile = join(repoRoot, 'e2e', 'server.log');
  try {
    const server = await startAulaServer({ port, contentPort: await freePort(), dataDir, logFile });
    return async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
