import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locatePointer } from '../engine/locate-pointer.ts';
import type { Problem } from '../engine/types.ts';
import type { ReportProblem } from './report-types.ts';

/** The line and column a syntax problem's message names, as read-config.ts writes them: `(line 3, column 7)`. */
const SYNTAX_PLACE = /\(line (\d+), column (\d+)\)$/;

/**
 * The problems of a config folder with the line and column of each pointer in its file as written (a file read once,
 * however many problems it has); a problem whose file cannot be read, or whose text is not JSON, keeps none. A JSON
 * syntax error is placed where the parser stopped.
 */
export function locateProblems(root: string, problems: readonly Problem[]): ReportProblem[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string): string | undefined => {
    if (!texts.has(file)) {
      try {
        texts.set(file, file ? readFileSync(join(root, file), 'utf8') : undefined);
      } catch {
        texts.set(file, undefined);
      }
    }
    return texts.get(file);
  };
  return problems.map((p) => {
    const problem: ReportProblem = { file: p.file, pointer: p.pointer, message: p.message, severity: 'error' };
    const syntax = SYNTAX_PLACE.exec(p.message);
    const text = textOf(p.file);
    const at = syntax
      ? { line: Number(syntax[1]), column: Number(syntax[2]) }
      : text === undefined
        ? undefined
        : locatePointer(text, p.pointer);
    return at ? { ...problem, line: at.line, column: at.column } : problem;
  });
}
