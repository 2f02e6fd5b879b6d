import { parseRepairOrderText } from './parse-repair-order-text';
import { layOutPieces, type TextPiece } from './text-layout';

/** A piece of text as a PDF or OCR places it: 10-unit type, 6 units a character. */
const piece = (str: string, x: number, y: number): TextPiece => ({ str, x, y, width: str.length * 6, size: 10 });

describe('layOutPieces', () => {
  it('keeps each piece at its place across the page, a wide gap as a column break', () => {
    const text = layOutPieces([piece('RO#', 30, 800), piece('291743', 60, 800), piece('Invoice', 330, 800), piece('Summit Kia', 30, 780)]);
    const [first, second] = text.split('\n');
    expect(first).toMatch(/^RO# 291743 {3,}Invoice$/);
    expect(first.indexOf('Invoice')).toBe(50);
    expect(second).toBe('Summit Kia');
  });

  it('lets a value under a column header be read when the rows hold different numbers of cells', () => {
    const text = layOutPieces([
      piece('SUNSET CHEVROLET', 30, 900),
      piece('MILEAGE IN', 30, 800),
      piece('TAG NO.', 230, 800),
      piece('MILEAGE OUT', 430, 800),
      // The tag's cell is empty on this order.
      piece('34,198', 30, 786),
      piece('34,212', 430, 786),
    ]);
    const reading = parseRepairOrderText(text);
    expect(reading.mileage_in).toBe(34198);
    expect(reading.mileage_out).toBe(34212);
  });
});
