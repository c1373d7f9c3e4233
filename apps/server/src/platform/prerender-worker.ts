// The page prerenderer's thread (prerender-thread.ts starts it): loads the web build's server-side entry
// (dist-ssr/prerender.js, with React, the app's screens and jsdom) into this thread's own heap, and
// answers the server's thread. A signed-in render's API calls go back to the server's thread, which
// makes them as before (signed-in-pages.ts); only their answers' status, type and text come here.
import { enableCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ToPrerenderer, ToServer } from './prerender-messages.ts';

const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs as a worker thread');
const send = (message: ToServer) => port.postMessage(message);

// A thread is an instance of its own: the compile cache of main.ts (ADR 0102) is turned on here too, for
// the web build's modules, the largest the server loads.
enableCompileCache();
const prerenderer = await import((workerData as { entry: string }).entry);
/** A render's API calls waiting for their answers, by call number. */
const calls = new Map<number, { resolve(answer: Response): void; reject(error: Error): void }>();
let lastCall = 0;

function apiOf(id: number) {
  return (path: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      lastCall += 1;
      calls.set(lastCall, { resolve, reject });
      send({ kind: 'api', id, call: lastCall, path, body: typeof init.body === 'string' ? init.body : null });
    });
}

type Asked = Exclude<ToPrerenderer, { kind: 'apiAnswer' | 'apiFailed' }>;

async function answer(message: Asked): Promise<unknown> {
  switch (message.kind) {
    case 'pageLanguage':
      return prerenderer.pageLanguage(message.visitor);
    case 'renderLandingPage':
      return prerenderer.renderLandingPage(message.input);
    case 'renderSignedInPage':
      return prerenderer.renderSignedInPage({ ...message.input, api: apiOf(message.id) });
  }
}

port.on('message', (message: ToPrerenderer) => {
  if (message.kind === 'apiAnswer' || message.kind === 'apiFailed') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.kind === 'apiFailed') call?.reject(new Error(message.message));
    else {
      const headers = { 'content-type': message.contentType };
      call?.resolve(new Response(message.body, { status: message.status, headers }));
    }
    return;
  }
  answer(message).then(
    (value) => send({ kind: 'done', id: message.id, value }),
    (error: unknown) => send({ kind: 'failed', id: message.id, message: String(error) }),
  );
});

send({ kind: 'ready', signedInPrerenderPaths: prerenderer.signedInPrerenderPaths ?? [] });
