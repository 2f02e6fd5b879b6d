import { getDocumentProxy } from 'unpdf';

/** Pages whose text is read: a repair order's totals rarely sit further back. */
const MAX_PAGES = 4;

interface TextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * The text a PDF carries, laid out as lines the way the page shows them: pieces on the same
 * baseline joined left to right, a wide gap kept as three spaces (a column break, as OCR gives
 * it), pages one after another. Empty when the PDF has no text layer (a scan).
 */
export async function readPdfText(buffer: Buffer): Promise<{ text: string; pages: number }> {
  // Errors only: reading text needs no font data, so pdf.js's warning about standard fonts is noise.
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: TextPiece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, , , x, y] = item.transform as number[];
        pieces.push({ str: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height || 10 });
      }
      pages.push(layOut(pieces));
      page.cleanup();
    }
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

function layOut(pieces: TextPiece[]): string {
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: TextPiece[][] = [];
  for (const piece of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - piece.y) < Math.max(line[0].size, piece.size) * 0.45) line.push(piece);
    else lines.push([piece]);
  }
  return lines
    .map((line) => {
      const ordered = line.sort((p, q) => p.x - q.x);
      let text = '';
      let right = -Infinity;
      for (const piece of ordered) {
        const gap = piece.x - right;
        if (text !== '') text += gap > piece.size * 1.2 ? '   ' : gap > piece.size * 0.12 && !text.endsWith(' ') && !piece.str.startsWith(' ') ? ' ' : '';
        text += piece.str;
        right = piece.x + piece.width;
      }
      return text.replace(/\s+$/, '');
    })
    .join('\n');
}
