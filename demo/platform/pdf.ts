/**
 * A text-only PDF (1.4): pages of lines in Helvetica, nothing compressed, enough for a printable
 * ticket. Written by hand because the sandbox adds no dependencies for it.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const PAGE = { width: 595, height: 842, margin: 56 };

/** WinAnsi's places for the few characters dates and names use outside Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A line's text as a PDF string's bytes: the standard fonts' encoding, `?` for the rest. */
const encode = (text: string): string =>
  [...text]
    .map((ch) => {
      if (WIN_ANSI[ch]) return String.fromCharCode(WIN_ANSI[ch]);
      // Intl writes times with (narrow) no-break spaces.
      if (ch === '\u202f' || ch === '\u00a0') return ' ';
      const code = ch.codePointAt(0)!;
      const printable = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff);
      return printable ? ch : '?';
    })
    .join('')
    .replace(/[\\()]/g, (ch) => `\\${ch}`);

/** Words wrapped to lines of at most `width` characters (a long word stays whole). */
const wrap = (text: string, width: number): string[] =>
  text
    .trim()
    .split(/\s+/)
    .reduce<string[]>((lines, word) => {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
      return lines;
    }, []);

/** One page's content stream: each line below the last, wrapped to the page's width. */
const pageContent = (lines: PdfLine[]): string => {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const { text, size = 12, bold = false } of lines) {
    // Helvetica averages about half its size per character.
    const width = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.5));
    for (const part of text ? wrap(text, width) : ['']) {
      y = Math.round((y - size * 1.4) * 100) / 100;
      ops.push(
        `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y} Td (${encode(part)}) Tj ET`,
      );
    }
  }
  return ops.join('\n');
};

/** A PDF of these pages, each a list of lines. */
export const pdfDocument = (pages: PdfLine[][]): Buffer => {
  const objects: string[] = [];
  /** Adds an object; its number is its place, from 1. */
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids = pages.map((lines) => {
    const content = pageContent(lines);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
