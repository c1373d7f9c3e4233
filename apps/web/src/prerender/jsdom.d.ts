// The part of jsdom the prerenderer uses (a window for DOMPurify). jsdom ships no types of its own,
// and DefinitelyTyped has none for its version 29.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
