import Papa from 'papaparse';
import { csvFileName, type CsvColumn } from './csv';
import { toCsv } from './csv-text';

interface Row {
  name: string;
  amount: number | null;
}

const columns: ReadonlyArray<CsvColumn<Row>> = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe(toCsv.name, () => {
  it('writes a header row and one row per record, quoting what needs quotes', () => {
    const csv = toCsv(
      [
        { name: 'Smith, "Bob" Motors', amount: 1234.5 },
        { name: 'Line one\nline two', amount: null },
      ],
      columns,
    );
    expect(csv.split('\r\n')[0]).toBe('Name,Amount');
    expect(parse(csv)).toEqual([
      ['Name', 'Amount'],
      ['Smith, "Bob" Motors', '1234.5'],
      ['Line one\nline two', ''],
    ]);
  });

  it.each(['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '  =1+1', "=cmd|' /C calc'!A0\nsecond line"])(
    'neutralises a cell a spreadsheet would run as a formula: %j',
    (name) => {
      const [, row] = parse(toCsv([{ name, amount: 1 }], columns));
      expect(row[0]).toBe(`'${name}`);
    },
  );

  it('leaves numbers, including negative ones, and ordinary text alone', () => {
    const [, row] = parse(toCsv([{ name: 'Brakes - front', amount: -5 }], columns));
    expect(row).toEqual(['Brakes - front', '-5']);
  });
});

describe(csvFileName.name, () => {
  it('dates the file and keeps the name to safe characters', () => {
    expect(csvFileName('vehicles', new Date(2025, 0, 9))).toBe('vehicles-2025-01-09.csv');
    expect(csvFileName('2022 Toyota Camry downtime history', new Date(2025, 10, 23))).toBe('2022-toyota-camry-downtime-history-2025-11-23.csv');
    expect(csvFileName('../../', new Date(2025, 0, 1))).toBe('export-2025-01-01.csv');
  });
});
