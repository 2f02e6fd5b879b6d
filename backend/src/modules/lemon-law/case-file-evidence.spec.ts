import type { EvidenceFile, StatementEvidence } from '../claims/statement/statement-evidence';
import { caseFileEvidence } from './case-file-evidence';

/** What the Documents module will answer: a visit's files, read on demand. */
function documents(byVisit: Record<number, Array<[name: string, size: number]>>): StatementEvidence & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    forVisit: (_userId: number, visitId: number): Promise<EvidenceFile[]> => {
      asked.push(visitId);
      return Promise.resolve(
        (byVisit[visitId] ?? []).map(([name, size]) => ({ file_name: name, mime_type: 'application/pdf', read: () => Promise.resolve(Buffer.alloc(size)) })),
      );
    },
  };
}

describe(caseFileEvidence.name, () => {
  it('has none without a documents module', async () => {
    expect(await caseFileEvidence(undefined, 1, [1, 2])).toEqual([]);
  });

  it("takes the visits' documents in the order of the visits", async () => {
    const port = documents({ 7: [['b.pdf', 10]], 3: [['a.pdf', 10], ['c.pdf', 5]] });
    const files = await caseFileEvidence(port, 1, [3, 7]);
    expect(files.map((file) => file.name)).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);
    expect(port.asked).toEqual([3, 7]);
  });

  it('stops at the size limit, leaving the rest on their visits', async () => {
    const port = documents({ 1: [['a.pdf', 60], ['b.pdf', 50]], 2: [['c.pdf', 10]] });
    expect((await caseFileEvidence(port, 1, [1, 2], 100)).map((file) => file.name)).toEqual(['a.pdf']);
  });
});
