// webvtt-parser (the W3C validator's parser) ships no types: what check-captions.ts uses of it.
declare module 'webvtt-parser' {
  export interface WebVTTError {
    message: string;
    line: number;
    col?: number;
  }
  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters'): { errors: WebVTTError[] };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
