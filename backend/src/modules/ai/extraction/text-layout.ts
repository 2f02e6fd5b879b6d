/**
 * A page's words laid out as lines of text that keep where each word stands: the same for a
 * PDF's text layer and for OCR word boxes, so the parser pairs a column header with the value
 * under it by position, whatever the source.
 *
 * Pieces on one baseline are joined left to right; a wide gap becomes a run of at least three
 * spaces (the parser's column break), padded so each piece starts at the character column its
 * x gives (x divided by the page's typical character width). A value printed under its header
 * therefore starts near the header's column, even when the two lines hold different numbers of
 * cells.
 */
export interface TextPiece {
  str: string;
  /** Left edge, in the page's units. */
  x: number;
  /** Baseline, growing up the page (PDF units); OCR boxes pass their bottom edge negated. */
  y: number;
  width: number;
  /** The text's height: what "the same line" and "a wide gap" are measured against. */
  size: number;
}

/** A gap this many times the text's height is a column break. */
const COLUMN_GAP = 1.2;
/** A gap this many times the text's height is a space between words. */
const WORD_GAP = 0.12;

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The page's typical character width: the median over pieces of two characters or more. */
function characterWidth(pieces: readonly TextPiece[]): number {
  const widths = pieces.filter((piece) => piece.str.trim().length >= 2 && piece.width > 0).map((piece) => piece.width / piece.str.length);
  return median(widths) || median(pieces.map((piece) => piece.size * 0.5)) || 1;
}

/** Groups pieces into lines (top of the page first), each sorted left to right. */
function groupLines(pieces: readonly TextPiece[]): TextPiece[][] {
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: TextPiece[][] = [];
  for (const piece of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - piece.y) < Math.max(line[0].size, piece.size) * 0.45) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => line.sort((p, q) => p.x - q.x));
}

export function layOutPieces(pieces: readonly TextPiece[]): string {
  if (pieces.length === 0) return '';
  const charWidth = characterWidth(pieces);
  const left = Math.min(...pieces.map((piece) => piece.x));
  const columnOf = (x: number) => Math.max(0, Math.round((x - left) / charWidth));
  return groupLines(pieces)
    .map((line) => {
      let text = '';
      let right = -Infinity;
      for (const piece of line) {
        const gap = piece.x - right;
        if (text === '') text = ' '.repeat(columnOf(piece.x));
        else if (gap > piece.size * COLUMN_GAP) text += ' '.repeat(Math.max(3, columnOf(piece.x) - text.length));
        else if (gap > piece.size * WORD_GAP && !text.endsWith(' ') && !piece.str.startsWith(' ')) text += ' ';
        text += piece.str;
        right = piece.x + piece.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}
