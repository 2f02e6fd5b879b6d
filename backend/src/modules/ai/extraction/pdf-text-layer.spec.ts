import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdfText } from './pdf-text-layer';

const LIMITS = { maxPages: 5, maxChars: 100_000 };

describe('readPdfText', () => {
  it('lays out the lines a page prints across, leaving out a margin note set on its side', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawText('CONCERN Customer states transmission shifts harshly', { x: 120, y: 500, size: 10, font });
    page.drawText('CAUSE Found TCM software out of date', { x: 120, y: 486, size: 10, font });
    // An e-sign envelope's note up the left margin, crossing both lines' height.
    page.drawText('Electronically signed - Envelope ID 5A1611EC-BDA0', { x: 40, y: 380, size: 8, font, rotate: degrees(90) });
    const layer = await readPdfText(await pdf.save(), LIMITS);
    expect(layer.kind).toBe('text');
    const text = layer.kind === 'text' ? layer.text : '';
    expect(text).not.toContain('Envelope');
    expect(text.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['CONCERN Customer states transmission shifts harshly', 'CAUSE Found TCM software out of date']),
    );
  });
});
