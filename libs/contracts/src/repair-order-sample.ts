/**
 * A one-page repair order with a text layer (Helvetica lines), as a dealer's system prints it:
 * the same bytes for the API's tests and the browser's. The lines are ASCII, so string lengths
 * are byte lengths.
 */
export function repairOrderPdf(lines: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = ['BT /F1 11 Tf 14 TL 50 740 Td', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Lakeside Toyota's repair order RO# 48213: what the assistant reads in the API's and the browser's tests. */
export const SAMPLE_REPAIR_ORDER_LINES = [
  'Lakeside Toyota Service Department',
  '1200 Lake Shore Dr, Chicago, IL 60611   (312) 555-0148',
  'REPAIR ORDER  RO# 48213',
  'Date In: 11/03/2025          Date Out: 11/17/2025',
  'Customer Concern: Transmission slipping at highway speed',
  'Replace valve body assembly                     1,180.50',
  'Labor 3.5 hrs                                     542.50',
  'Subtotal                                        1,723.00',
  'Tax                                               140.12',
  'Total Due: $1,863.12',
] as const;

/** A repair order's evidence none of which was read or recorded: its number, both odometer readings and the three Cs. */
export const NO_REPAIR_ORDER_EVIDENCE = {
  ro_number: null,
  mileage_in: null,
  mileage_out: null,
  complaint: null,
  cause: null,
  correction: null,
} as const;
