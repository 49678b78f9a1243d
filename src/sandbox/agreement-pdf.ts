/**
 * A one-page PDF of plain lines (Helvetica, A4), enough to stand for the signed loan agreement the lender keeps: a
 * real file a browser opens and a test can read back. Text outside printable ASCII is replaced by "?".
 */

/** A line as a PDF string literal's content: ASCII only, with \, ( and ) escaped. */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** The PDF bytes of a page holding `lines` from the top, the first one as a heading. */
export function agreementPdf(lines: readonly string[]): Buffer {
  const [title = '', ...rest] = lines;
  const text = [
    `BT /F1 16 Tf 56 786 Td 22 TL (${pdfText(title)}) Tj /F1 11 Tf 16 TL`,
    ...rest.map((l) => `T* (${pdfText(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
