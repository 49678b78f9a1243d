import { formatInr } from './format.ts';
import { kfsRowText, type KfsContent } from './kfs.ts';

/**
 * The Key Fact Statement as a file the borrower keeps (Loan Success's download): the same content the KFS screen shows
 * and the acknowledgement hashes (engine/kfs.ts buildKfsContent), written out as one standalone HTML page that prints
 * on A4 and needs no script, no style sheet and no network. Every row, every charge and the whole schedule (unfolded).
 */

/** What frames the statement: its title and the lines above the sections (who lends, the statement's intro). */
export interface KfsDocumentFrame {
  title: string;
  lines: readonly string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Section = KfsContent['sections'][number];

function table(head: readonly string[], body: ReadonlyArray<readonly string[]>): string {
  const cells = (tag: string, row: readonly string[]) => row.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('');
  return `<table><thead><tr>${cells('th', head)}</tr></thead><tbody>${body.map((r) => `<tr>${cells('td', r)}</tr>`).join('')}</tbody></table>`;
}

function sectionHtml(section: Section): string {
  const parts = [`<h2>${escape(section.title)}</h2>`];
  if (section.rows)
    parts.push(
      `<dl>${section.rows.map((r) => `<dt>${escape(r.label)}</dt><dd>${escape(kfsRowText(r))}</dd>`).join('')}</dl>`,
    );
  if (section.charges)
    parts.push(
      table(
        section.charges.labels,
        section.charges.items.map((c) => [c.label, formatInr(c.amount), formatInr(c.gst), formatInr(c.total)]),
      ),
    );
  if (section.schedule) {
    const { columns, labels, rows } = section.schedule;
    parts.push(
      table(
        labels,
        rows.map((r) => r.map((v, j) => (columns[j] === 'number' ? String(v) : formatInr(v)))),
      ),
    );
  }
  return `<section>${parts.join('')}</section>`;
}

const STYLE =
  'body{font-family:sans-serif;margin:2em auto;max-width:44em;padding:0 1em;color:#111}h1{font-size:1.5em}h2{font-size:1.15em;margin-top:1.5em}' +
  'dl{display:grid;grid-template-columns:1fr auto;gap:.4em 2em}dd{margin:0;text-align:right;font-weight:600}' +
  'table{width:100%;border-collapse:collapse}th,td{border-bottom:1px solid #ccc;padding:.3em .5em;text-align:right}th:first-child,td:first-child{text-align:left}';

/** The statement as a standalone HTML page (UTF-8): the frame's title and lines, then every section of the content. */
export function renderKfsDocument(content: KfsContent, frame: KfsDocumentFrame): string {
  const lines = frame.lines
    .filter((l) => l.trim() !== '')
    .map((l) => `<p>${escape(l)}</p>`)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en-IN"><head><meta charset="utf-8">',
    `<title>${escape(frame.title)}</title><style>${STYLE}</style></head>`,
    `<body><h1>${escape(frame.title)}</h1>${lines}${content.sections.map(sectionHtml).join('')}</body></html>`,
    '',
  ].join('\n');
}
