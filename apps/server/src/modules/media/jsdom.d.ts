/** The part of jsdom the SVG sanitizer uses (jsdom ships no types; @types/jsdom would bring the whole DOM into the server). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { XMLSerializer: new () => { serializeToString(node: unknown): string } };
  }
}
