import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { CASE_PACKET_MAX_EXHIBITS, CasePacketMessages, VehicleMessages, type CorrespondenceLog, type VisitDocument } from '@dct/contracts';
import { manyPagePdf } from '../../../test/hostile-documents';
import { samplePdf, samplePng } from '../../../test/document-samples';
import { appAndOwnerForTests, binaryBody, createDocuments, createOwner, createVehicleWithVisits, filePart } from '../../../test/test-app';

const run = promisify(execFile);
const FOOTER = 'This is not legal advice.';
const QUESTIONS = [
  'What is wrong with the vehicle?',
  'When was the problem first reported, and at what mileage?',
  'How many repair attempts have been made, and how many days has the vehicle been out of service?',
  'Was the manufacturer notified, and given a final chance to repair?',
  'What remedy does the owner seek?',
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Text as one line: pdftotext breaks table cells (a digest among them) wherever the layout does. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function poppler(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'dct-packet-')), 'packet.pdf');
  writeFileSync(file, pdf);
  const info = (await run('pdfinfo', [file])).stdout;
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const pageText = async (page: number) => (await run('pdftotext', ['-f', String(page), '-l', String(page), file, '-'])).stdout;
  return { pages, pageText, text: (await run('pdftotext', [file, '-'])).stdout };
}

/** The outline's entries, in order: each title and the index of the page it opens. */
async function outlineOf(pdf: Buffer): Promise<Array<{ title: string; page: number }>> {
  const doc = await PDFDocument.load(pdf);
  const pageIndex = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index]));
  const outlines = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const entries: Array<{ title: string; page: number }> = [];
  let ref = outlines?.get(PDFName.of('First'));
  while (ref instanceof PDFRef) {
    const item = doc.context.lookup(ref, PDFDict);
    const stored = item.lookup(PDFName.of('Title'));
    const title = stored instanceof PDFHexString || stored instanceof PDFString ? stored.decodeText() : '';
    const dest = item.lookup(PDFName.of('Dest'), PDFArray);
    entries.push({ title, page: pageIndex.get((dest.get(0) as PDFRef).toString()) ?? -1 });
    ref = item.get(PDFName.of('Next'));
  }
  return entries;
}

describe('Case packet (integration)', () => {
  const { running, owner } = appAndOwnerForTests('packet');

  const packet = (vehicleId: number, body: unknown) =>
    owner.agent
      .post(`/api/vehicles/${vehicleId}/case-packet`)
      .send(body as object)
      .buffer(true)
      .parse(binaryBody);

  /** Five repair visits with their repair orders, mileage and three Cs, at one dealer, in California. */
  const fiveVisits = () =>
    createVehicleWithVisits(
      owner,
      { registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12, purchase_price: 42_000 },
      [
        ['RO-10001', '2024-02-01', '2024-02-05', 1_200, 1_210],
        ['RO-10002', '2024-03-01', '2024-03-12', 2_400, 2_405],
        ['RO-10003', '2024-04-02', '2024-04-09', 3_100, 3_102],
        ['RO-10004', '2024-05-06', '2024-05-20', 4_800, 4_810],
        ['RO-10005', '2024-06-03', '2024-06-10', 5_900, 5_915],
      ].map(([ro, dateIn, dateOut, mileageIn, mileageOut]) => ({
        ro_number: ro,
        date_in: dateIn,
        date_out: dateOut,
        mileage_in: mileageIn,
        mileage_out: mileageOut,
        defect: 'Transmission slip',
        complaint: `Transmission slips between gears (${ro})`,
        cause: 'Valve body wear',
        correction: 'Replaced the valve body',
      })),
    );

  it('puts together a BBB AUTO LINE packet: the five questions, the repair orders, the index with digests, the exhibits bookmarked, the footer on every page', async () => {
    const { vehicle, visits } = await fiveVisits();
    const files = [
      { visit: visits[0], part: filePart('ro-10001.pdf', samplePdf(), 'application/pdf') },
      { visit: visits[1], part: filePart('dash-photo.png', samplePng(), 'image/png') },
      { visit: visits[3], part: filePart('invoice-three-pages.pdf', manyPagePdf(3), 'application/pdf') },
    ];
    const documents: VisitDocument[] = [];
    for (const { visit, part } of files) documents.push(...(await createDocuments(owner, visit.id, [part])).documents);
    const entries = [
      {
        occurred_on: '2024-06-15',
        direction: 'sent',
        party: 'manufacturer',
        party_name: 'Acme Motors',
        method: 'certified_mail',
        tracking_number: '9407 1000 0000 0000 0000 42',
        summary: 'Written notice of the transmission defect',
        purpose: 'lemon_notice',
        document_ids: [documents[2].id],
      },
      { occurred_on: '2024-06-20', direction: 'received', party: 'manufacturer', method: 'phone', summary: 'Case manager offered a final repair attempt' },
      { occurred_on: '2024-06-25', direction: 'sent', party: 'dealer', method: 'email', summary: 'Asked the dealer for the repair orders' },
    ];
    for (const entry of entries) await owner.agent.post(`/api/vehicles/${vehicle.id}/correspondence`).send(entry).expect(201);

    const response = await packet(vehicle.id, { program: 'bbb_auto_line' }).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vehicle-${vehicle.id}-case-packet-bbb-auto-line.pdf"`);
    const pdf = response.body as Buffer;
    const { pages, pageText, text } = await poppler(pdf);
    const all = flat(text);

    expect(all).toContain('Case packet for BBB AUTO LINE');
    for (const question of QUESTIONS) expect(all).toContain(question);
    for (const ro of ['RO-10001', 'RO-10002', 'RO-10003', 'RO-10004', 'RO-10005']) expect(all).toContain(ro);
    expect(all).toContain('Valve body wear');
    expect(all).toContain('tracking 9407 1000 0000 0000 0000 42');
    // The first report answers from the first visit, pointing at its exhibit.
    expect(all).toMatch(/Feb 1, 2024 at 1,200 miles.*Supporting exhibits: Exhibit 1/);
    // The notice's attachment supports the fourth answer.
    expect(all).toMatch(/final chance to repair\?.*Written notice of the transmission defect.*Supporting exhibits: Exhibit 3/);

    // The index lists each exhibit's SHA-256, that of the bytes uploaded.
    const squeezed = text.replace(/\s+/g, '');
    for (const { part } of files) expect(squeezed).toContain(sha256(part.content as Buffer));
    for (const document of documents) expect(squeezed).toContain(document.sha256 as string);

    // The packet's own pages end with the index; then 1 + 1 + 3 pages of exhibits.
    const outline = await outlineOf(pdf);
    expect(outline.map((entry) => entry.title)).toEqual(['Exhibit 1 — ro-10001.pdf', 'Exhibit 2 — dash-photo.png', 'Exhibit 3 — invoice-three-pages.pdf']);
    const packetPages = outline[0].page;
    expect(flat(await pageText(packetPages))).toContain('Exhibit index');
    expect(outline.map((entry) => entry.page)).toEqual([packetPages, packetPages + 1, packetPages + 2]);
    expect(pages).toBe(packetPages + 1 + 1 + 3);
    expect(flat(await pageText(packetPages + 1))).toContain('Repair order');
    expect(flat(await pageText(packetPages + 2))).toContain('Exhibit 2 — dash-photo.png');

    for (let page = 1; page <= pages; page += 1) expect(flat(await pageText(page))).toContain(FOOTER);
  });

  it('appends only the exhibits named, in their order, and names back ids that are not documents of this vehicle', async () => {
    const { vehicle, visits } = await fiveVisits();
    const [first] = (await createDocuments(owner, visits[0].id, [filePart('first.pdf', samplePdf(), 'application/pdf')])).documents;
    const [second] = (await createDocuments(owner, visits[1].id, [filePart('second.png', samplePng(), 'image/png')])).documents;
    const stranger = await createOwner(running, 'packet-stranger');
    const theirs = await createVehicleWithVisits(stranger, {}, [{ date_in: '2024-02-01' }]);
    const [their] = (await createDocuments(stranger, theirs.visits[0].id, [filePart('theirs.pdf', samplePdf(), 'application/pdf')])).documents;

    // A document stored before digests were recorded: the index gives the digest of its bytes all the same.
    await running.app.get(DataSource).query('UPDATE documents SET sha256 = NULL WHERE id = $1', [second.id]);
    const chosen = await packet(vehicle.id, { program: 'attorney', exhibits: [second.id] }).expect(200);
    expect((await outlineOf(chosen.body as Buffer)).map((entry) => entry.title)).toEqual(['Exhibit 1 — second.png']);
    const text = (await poppler(chosen.body as Buffer)).text;
    expect(flat(text)).not.toContain('first.pdf');
    expect(text.replace(/\s+/g, '')).toContain(second.sha256 as string);

    const refused = await owner.agent
      .post(`/api/vehicles/${vehicle.id}/case-packet`)
      .send({ program: 'attorney', exhibits: [first.id, their.id, 99_999_999] })
      .expect(400);
    expect(refused.body.errors).toEqual({ exhibits: [CasePacketMessages.exhibitsNotFound([their.id, 99_999_999])] });
    expect(JSON.stringify(refused.body)).not.toContain('theirs.pdf');
  });

  it("answers 404 for another owner's vehicle", async () => {
    const stranger = await createOwner(running, 'packet-other');
    const { vehicle } = await createVehicleWithVisits(stranger, {}, [{ date_in: '2024-02-01' }]);
    const response = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'ncds' }).expect(404);
    expect(response.body.message).toBe(VehicleMessages.notFound);
  });

  it('refuses 500 exhibits with 413 before reading anything, and changes nothing', async () => {
    const { vehicle } = await fiveVisits();
    const before = (await owner.agent.get(`/api/vehicles/${vehicle.id}/correspondence`).expect(200)).body as CorrespondenceLog;
    const exhibits = Array.from({ length: 500 }, (_, index) => index + 1);
    const response = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'bbb_auto_line', exhibits }).expect(413);
    expect(response.body.message).toBe(CasePacketMessages.tooManyExhibits(500));
    expect(response.body.message).toContain(`at most ${CASE_PACKET_MAX_EXHIBITS} exhibits`);
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}/correspondence`).expect(200)).body).toEqual(before);

    // 200 is within the limit: those ids are looked at (and here, none is a document of the vehicle).
    const atLimit = exhibits.slice(0, CASE_PACKET_MAX_EXHIBITS).map((id) => 90_000_000 + id);
    const named = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'bbb_auto_line', exhibits: atLimit }).expect(400);
    expect(named.body.errors).toEqual({ exhibits: [CasePacketMessages.exhibitsNotFound(atLimit)] });
  });

  it('refuses an unknown program, and a state attorney general packet without its state, with 400', async () => {
    const { vehicle } = await fiveVisits();
    const program = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'judge_judy' }).expect(400);
    expect(program.body.errors).toEqual({ program: [CasePacketMessages.programInvalid] });
    const state = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'state_ag' }).expect(400);
    expect(state.body.errors).toEqual({ state: [CasePacketMessages.stateRequired] });
    const badState = await owner.agent.post(`/api/vehicles/${vehicle.id}/case-packet`).send({ program: 'state_ag', state: 'ZZ' }).expect(400);
    expect(badState.body.errors).toEqual({ state: [CasePacketMessages.stateInvalid] });

    const ok = await packet(vehicle.id, { program: 'state_ag', state: 'NY' }).expect(200);
    const text = flat((await poppler(ok.body as Buffer)).text);
    expect(text).toContain('Case packet for the New York Attorney General');
    expect(text).not.toContain(QUESTIONS[0]);
  });

  it("measures a state attorney general packet's defects against the chosen state's thresholds, not the registration state's", async () => {
    const { vehicle } = await fiveVisits();
    const ok = await packet(vehicle.id, { program: 'state_ag', state: 'MA' }).expect(200);
    const text = flat((await poppler(ok.body as Buffer)).text);
    expect(text).toContain('Case packet for the Massachusetts Attorney General');
    // Massachusetts: 3 attempts, 15 business days; California (the registration state): 4 attempts, more than 30 calendar days.
    expect(text).toContain('Massachusetts (Mass. Gen. Laws ch. 90, § 7N½)');
    expect(text).toContain("the state's threshold: 15 business days or more");
    expect(text).toContain('Massachusetts presumes a lemon at 3 repair attempts of the same defect');
    expect(text).not.toContain('more than 30 calendar days');
    // The buyback is priced by Massachusetts's rule too (none of its own in the table: the common formula, as an estimate).
    expect(text).toMatch(/Use offset under [^:]*Mass\. Gen\. Laws[^:]*\(the common formula, shown as an estimate\)/);
    expect(text).not.toContain('Cal. Civ. Code § 1793.2(d)(2)(C)');
  });
});
