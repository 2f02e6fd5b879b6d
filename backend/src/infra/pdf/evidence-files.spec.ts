import { Readable } from 'node:stream';
import { visitDocumentSchema } from '@dct/contracts/schemas';
import { answerFixture } from '@dct/contracts/testing';
import type { StoredDocumentFile, VisitDocumentsPort } from '../../common/visit-documents.port';
import { readEvidence } from './evidence-files';

/** What the Documents module answers: each visit's files (name → size, in order), read on demand. */
function documents(byVisit: Record<number, Record<string, number>>): VisitDocumentsPort & { asked: number[] } {
  const asked: number[] = [];
  const file = (visitId: number, [name, size]: [string, number], index: number): StoredDocumentFile => ({
    ...answerFixture(visitDocumentSchema, { id: visitId * 100 + index, visit_id: visitId, file_name: name, file_size: size, mime_type: 'application/pdf' }),
    open: () => Promise.resolve(Readable.from([Buffer.alloc(size)])),
  });
  return {
    asked,
    forVisit: (_userId, visitId) => {
      asked.push(visitId);
      return Promise.resolve(Object.entries(byVisit[visitId] ?? {}).map((entry, index) => file(visitId, entry, index)));
    },
    forOwner: () => Promise.resolve([]),
  };
}

describe(readEvidence.name, () => {
  it('has none without a documents module', async () => {
    expect(await readEvidence({ documents: undefined, ownerId: 1, visitIds: [1, 2] }, 100)).toEqual([]);
  });

  it("reads the visits' documents in the order of the visits", async () => {
    const port = documents({ 7: { 'b.pdf': 10 }, 3: { 'a.pdf': 10, 'c.pdf': 5 } });
    const files = await readEvidence({ documents: port, ownerId: 1, visitIds: [3, 7] }, 100);
    expect(files.map((file) => [file.name, file.bytes.length])).toEqual([
      ['a.pdf', 10],
      ['c.pdf', 5],
      ['b.pdf', 10],
    ]);
    expect(port.asked).toEqual([3, 7]);
  });

  it('stops at the size limit, leaving the rest on their visits', async () => {
    const port = documents({ 1: { 'a.pdf': 60, 'b.pdf': 50 }, 2: { 'c.pdf': 10 } });
    expect((await readEvidence({ documents: port, ownerId: 1, visitIds: [1, 2] }, 100)).map((file) => file.name)).toEqual(['a.pdf']);
  });

  it('reads only the documents chosen, when a choice is given', async () => {
    const port = documents({ 1: { 'a.pdf': 10, 'b.pdf': 10 }, 2: { 'c.pdf': 10 } });
    const files = await readEvidence({ documents: port, ownerId: 1, visitIds: [1, 2], only: [101, 200] }, 100);
    expect(files.map((file) => file.name)).toEqual(['b.pdf', 'c.pdf']);
  });
});
