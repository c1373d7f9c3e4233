import type { ServedOrganisation } from '@aula/contract/organisation';

/** Who asks for a page: the language is chosen from these, as the browser will choose it. */
export interface Visitor {
  cookies: Record<string, string | undefined>;
  acceptLanguage?: string;
}

export interface LandingPageInput {
  template: string;
  organisation: ServedOrganisation;
  language: string;
}

export interface SignedInPageInput {
  template: string;
  url: string;
  language: string;
  cookies: Record<string, string | undefined>;
  /** The server's clock at the request (ms since the epoch): the moment the page is drawn at. */
  now: number;
}

/** What the server's thread sends the prerenderer's (prerender-worker.ts). */
export type ToPrerenderer =
  | { kind: 'pageLanguage'; id: number; visitor: Visitor }
  | { kind: 'renderLandingPage'; id: number; input: LandingPageInput }
  | { kind: 'renderSignedInPage'; id: number; input: SignedInPageInput }
  | { kind: 'apiAnswer'; call: number; status: number; contentType: string; body: string | null }
  | { kind: 'apiFailed'; call: number; message: string };

/** What the prerenderer's thread sends back: once ready, each request's outcome, a render's API calls. */
export type ToServer =
  | { kind: 'ready'; signedInPrerenderPaths: readonly string[] }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'api'; id: number; call: number; path: string; body: string | null };
