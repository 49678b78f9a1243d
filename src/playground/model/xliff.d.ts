// The `xliff` package ships no types: the part of its API the studio uses (XLIFF 2.0 to JS objects and back).

declare module 'xliff/js2xliff' {
  /** One unit: its source and target (strings, or inline elements read from a file), its notes. */
  export interface XliffUnit {
    source?: unknown;
    target?: unknown;
    note?: string | string[];
    groupUnits?: Record<string, XliffUnit>;
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage?: string;
    /** Each `<file>` by its id, its units by theirs. */
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export default function js2xliff(document: XliffDocument, options?: { indent?: string }): Promise<string>;
}

declare module 'xliff/xliff2js' {
  import type { XliffDocument } from 'xliff/js2xliff';
  /** Rejects a text that is not XML; `resources` is missing when it is not XLIFF 2.x. */
  export default function xliff2js(xml: string): Promise<Partial<XliffDocument>>;
}
