import { DataSource } from 'typeorm';
import type { RepairOrderExtraction } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { REPAIR_ORDER_READER, type RepairOrderReaderPort } from './repair-order-reader.port';
import { createOwner, createTestApp, multipartBody, type SignedInOwner } from '../../../test/test-app';

/** A one-page repair order with a text layer (Helvetica lines), as a dealer's system prints it. */
function repairOrderPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = ['BT /F1 11 Tf 14 TL 50 740 Td', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const REPAIR_ORDER = repairOrderPdf([
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
]);

function extract(owner: SignedInOwner) {
  const { body, contentType } = multipartBody([{ name: 'file', fileName: 'ro-48213.pdf', contentType: 'application/pdf', content: REPAIR_ORDER }]);
  return owner.agent.post('/api/ai/extract-ro').set('Content-Type', contentType).send(body);
}

function expectLakeside(result: RepairOrderExtraction) {
  expect(result).toMatchObject({
    dealer_name: expect.stringMatching(/Lakeside Toyota/) as string,
    date_in: '2025-11-03',
    date_out: '2025-11-17',
    total: 1863.12,
  });
  expect(result.confidence).toBeGreaterThan(0.5);
}

describe('Repair-order extraction (integration, the offline reader)', () => {
  it('reads a repair order in the one process of the default role', async () => {
    const running = await createTestApp({ AI_RATE_LIMIT: '1000' });
    try {
      const owner = await createOwner(running, 'ai-read');
      const response = await extract(owner).expect(200);
      expectLakeside(response.body as RepairOrderExtraction);
    } finally {
      await running.close();
    }
  });

  describe.each([
    ['without Redis (the worker finds the row)', {}],
    ['with Redis (Bull hands the job to the worker)', { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `dct-test-${process.pid}-${Date.now()}:` }],
  ])('with the API and the worker apart, %s', (_case, env: Record<string, string>) => {
    let api: RunningApp;
    let worker: RunningApp;
    beforeAll(async () => {
      api = await createTestApp({ ...env, APP_ROLE: 'api', AI_RATE_LIMIT: '1000' });
      worker = await createTestApp({ ...env, APP_ROLE: 'worker' });
    });
    afterAll(async () => {
      await api.close();
      await worker.close();
    });

    it('reads the repair order in the worker and leaves no row behind', async () => {
      const owner = await createOwner(api, 'ai-worker');
      const apiReader = jest.spyOn(api.app.get<RepairOrderReaderPort>(REPAIR_ORDER_READER), 'read');
      const response = await extract(owner).expect(200);
      expectLakeside(response.body as RepairOrderExtraction);
      const [{ count }] = await api.app
        .get(DataSource)
        .query<{ count: string }[]>('SELECT count(*) FROM ai_extraction_jobs WHERE user_id = $1', [owner.user.id]);
      expect(count).toBe('0');
      expect(apiReader).not.toHaveBeenCalled();
    });
  });
});
