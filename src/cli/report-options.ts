import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { OUTPUT_FORMATS } from './report-format.ts';
import type { OutputFormat } from './report-types.ts';

/** How a command that reports problems or test cases prints them (`--format`, `--output`). */
export interface ReportOptions {
  format: OutputFormat;
  output?: string;
}

/** The commands that take --format and --output. */
export const REPORTING_COMMANDS = ['lint', 'test'];

/** The report options given on the command line; a format not known, or the options given to another command, are usage errors. */
export function reportOptions(
  values: { format?: string; output?: string },
  command: string | undefined,
): ReportOptions {
  if ((values.format !== undefined || values.output !== undefined) && !REPORTING_COMMANDS.includes(command ?? '')) {
    throw new Error(
      `--format and --output are options of ${REPORTING_COMMANDS.map((c) => `"journey ${c}"`).join(', ')} only`,
    );
  }
  const format = values.format ?? 'text';
  if (!OUTPUT_FORMATS.includes(format as OutputFormat))
    throw new Error(`--format must be one of ${OUTPUT_FORMATS.join(', ')} (not "${format}")`);
  return { format: format as OutputFormat, output: values.output === undefined ? undefined : resolve(values.output) };
}

/** Prints a report in its format, or writes it to --output's file and prints the text lines instead. */
export function printReport(
  report: ReportOptions,
  out: (text: string) => void,
  format: (f: OutputFormat) => string,
): void {
  if (report.output) {
    mkdirSync(dirname(report.output), { recursive: true });
    writeFileSync(report.output, `${format(report.format)}\n`);
  }
  const shown = format(report.output ? 'text' : report.format);
  if (shown) out(shown);
}
