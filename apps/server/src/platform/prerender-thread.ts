import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  LandingPageInput,
  SignedInPageInput,
  ToPrerenderer,
  ToServer,
  Visitor,
} from './prerender-messages.ts';
import type { ApiTransport } from './signed-in-pages.ts';

/** The web build's prerenderer, as the server's thread reaches it. */
export interface Prerenderer {
  signedInPrerenderPaths: readonly string[];
  pageLanguage(visitor: Visitor): Promise<string>;
  renderLandingPage(input: LandingPageInput): Promise<string>;
  renderSignedInPage(input: SignedInPageInput & { api: ApiTransport }): Promise<string | undefined>;
  /** Stops the thread; whatever it was still rendering fails. */
  close(): Promise<void>;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** A signed-in render's API calls, made on this thread. */
  api?: ApiTransport;
}

/**
 * The web build's server-side entry (`entry`: dist-ssr/prerender.js) in a worker thread of its own
 * (prerender-worker.ts), so that React, the app's screens and jsdom live in that thread's heap and a
 * page's render runs beside the server's event loop, not on it: the exam's polls neither wait for a
 * render nor have the prerenderer's tens of megabytes marked at each of the server's full collections
 * (ADR 0058's amendment of stop 54). A render's API calls come back here and go through `api`, the
 * routes and rules of the browser's calls (signed-in-pages.ts). Settles once the thread has loaded the
 * entry, or fails as the entry's import did. `onCrash` is called when a thread that was ready stops
 * without being closed, so that the next page starts another.
 */
export function startPrerenderThread(entry: string, onCrash: () => void): Promise<Prerenderer> {
  const worker = new Worker(new URL('./prerender-worker.ts', import.meta.url), {
    workerData: { entry: pathToFileURL(entry).href },
  });
  // The server's listening socket keeps the process alive; this thread never does on its own.
  worker.unref();
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let stopped: Error | null = null;
  let closing = false;
  const post = (message: ToPrerenderer) => worker.postMessage(message);

  function ask<T>(message: (id: number) => ToPrerenderer, api?: ApiTransport): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    lastId += 1;
    const id = lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, api });
      post(message(id));
    });
  }

  function settle(id: number): Waiting | undefined {
    const found = waiting.get(id);
    waiting.delete(id);
    return found;
  }

  async function callApi({ id, call, path, body }: Extract<ToServer, { kind: 'api' }>): Promise<void> {
    try {
      const api = waiting.get(id)?.api;
      if (!api) throw new Error('the render that made this call is over');
      const response = await api(path, { method: 'POST', body: body ?? undefined });
      const text = await response.text();
      post({
        kind: 'apiAnswer',
        call,
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: text === '' ? null : text,
      });
    } catch (error) {
      post({ kind: 'apiFailed', call, message: String(error) });
    }
  }

  const prerenderer = (signedInPrerenderPaths: readonly string[]): Prerenderer => ({
    signedInPrerenderPaths,
    pageLanguage: (visitor) => ask((id) => ({ kind: 'pageLanguage', id, visitor })),
    renderLandingPage: (input) => ask((id) => ({ kind: 'renderLandingPage', id, input })),
    renderSignedInPage: ({ api, ...input }) => ask((id) => ({ kind: 'renderSignedInPage', id, input }), api),
    async close() {
      closing = true;
      await worker.terminate();
    },
  });

  return new Promise((resolve, reject) => {
    let ready = false;
    worker.on('message', (message: ToServer) => {
      switch (message.kind) {
        case 'ready':
          ready = true;
          resolve(prerenderer(message.signedInPrerenderPaths));
          return;
        case 'done':
          settle(message.id)?.resolve(message.value);
          return;
        case 'failed':
          settle(message.id)?.reject(new Error(message.message));
          return;
        case 'api':
          void callApi(message);
          return;
      }
    });
    worker.on('error', (error) => {
      stopped = error;
      reject(error);
    });
    worker.once('exit', (code) => {
      stopped ??= new Error(`The prerenderer's thread stopped (exit code ${code})`);
      reject(stopped);
      for (const each of waiting.values()) each.reject(stopped);
      waiting.clear();
      if (ready && !closing) onCrash();
    });
  });
}
