import { DataSource } from 'typeorm';
import type { RepairOrderExtraction } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { REPAIR_ORDER_READER, type RepairOrderReaderPort } from './repair-order-reader.port';
import { createOwner, createTestApp, multipartBody, type SignedInOwner } from '../../../test/test-app';
import { SAMPLE_REPAIR_ORDER_LINES, repairOrderPdf } from '@dct/contracts/testing';

const REPAIR_ORDER = Buffer.from(repairOrderPdf(SAMPLE_REPAIR_ORDER_LINES));

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
        .query<{ count: string }[]>(
          'SELECT count(*) FROM ai_extraction_jobs WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)',
          [owner.user.id],
        );
      expect(count).toBe('0');
      expect(apiReader).not.toHaveBeenCalled();
    });
  });
});
