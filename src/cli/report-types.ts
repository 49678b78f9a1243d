/** What `journey lint` and `journey test` report, in a form every output format (text, json, junit, github) reads. */
export type OutputFormat = 'text' | 'json' | 'junit' | 'github';

/** One problem found in a config file: where (file, JSON pointer, line and column as written) and what. */
export interface ReportProblem {
  file: string;
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
  line?: number;
  column?: number;
}

/** One test case run by a command (a scenario, an example vector, a programme's lint). */
export interface ReportCase {
  /** the suite it belongs to, e.g. "business-loan scenarios" */
  suite: string;
  name: string;
  durationMs: number;
  /** absent when it passed; a readable explanation (multi-line) when it failed */
  failure?: string;
  skipped?: boolean;
  /** where the case is defined, for annotations */
  file?: string;
  pointer?: string;
  line?: number;
  column?: number;
}
