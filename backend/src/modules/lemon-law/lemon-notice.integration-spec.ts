import request from 'supertest';
import { AuthMessages, LEMON_NOTICE_MAX_CHARS, LemonNoticeMessages, VehicleMessages, addDays, todayIso, type LemonNoticeDraft } from '@dct/contracts';
import { appAndOwnerForTests, createVehicleWithVisits, binaryBody, createOwner, documentedRepair, pdfText } from '../../../test/test-app';

describe('Lemon-law notice to the manufacturer (integration)', () => {
  const { running, owner } = appAndOwnerForTests('notice');

  /** Met: 31 days out of service in California within the 18 months. */
  const california = () =>
    createVehicleWithVisits(
      owner,
      { make: 'Honda', model: 'Accord', year: 2024, registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12 },
      [
        { date_in: '2024-03-01', date_out: '2024-03-20', defect: 'Transmission slip', primary_issue: 'Transmission slips between gears', mileage_in: 2_100 },
        { date_in: '2024-05-01', date_out: '2024-05-13', defect: 'transmission  SLIP', primary_issue: 'Transmission slips again', mileage_in: 4_800 },
        { date_in: '2024-06-03', date_out: '2024-06-04', defect: 'Oil change', primary_issue: 'Oil change', warranty_repair: false },
      ],
    );

  const notice = (id: number | string) => `/api/vehicles/${id}/lemon-notice`;
  const download = (agent: request.Agent, id: number, body: unknown) =>
    agent
      .post(notice(id))
      .send(body as object)
      .buffer(true)
      .parse(binaryBody);

  it('requires a signed-in owner', async () => {
    const anonymous = request(running.app.getHttpServer());
    expect((await anonymous.get(notice(1)).expect(401)).body.message).toBe(AuthMessages.signInRequired);
    expect((await anonymous.post(notice(1)).send({ letter: 'Hello' }).expect(401)).body.message).toBe(AuthMessages.signInRequired);
  });

  it("drafts the letter from the facts, with the state's notice rule as a checklist", async () => {
    const { vehicle } = await california();
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;

    expect(draft).toMatchObject({
      state: 'CA',
      state_name: 'California',
      statute: 'Cal. Civ. Code § 1793.22',
      source_url: 'https://www.autosafety.org/california/',
      subject: `Written notice under Cal. Civ. Code § 1793.22: 2024 Honda Accord, VIN ${vehicle.vin}`,
      file_name: `lemon-notice-${vehicle.vin}.pdf`,
    });
    expect(draft.rule).toMatch(/^Notify the manufacturer directly in writing/);
    expect(draft.letter).toContain(
      `my 2024 Honda Accord (VIN: ${vehicle.vin}) has a defect that your authorized dealers have not repaired: Transmission slip.`,
    );
    expect(draft.letter).toContain("under California's lemon law (Cal. Civ. Code § 1793.22)");
    expect(draft.letter).toContain('I took delivery of the vehicle on Jan 15, 2024. Since then it has been in for repair 2 times:');
    expect(draft.letter).toContain(
      '- Mar 1, 2024 to Mar 20, 2024 (19 days), Sunrise Motors, repair order no. [number from your paperwork], 2,100 miles in: Transmission slips between gears',
    );
    expect(draft.letter).toContain(
      '- May 1, 2024 to May 13, 2024 (12 days), Sunrise Motors, repair order no. [number from your paperwork], 4,800 miles in: Transmission slips again',
    );
    expect(draft.letter).not.toContain('Oil change');
    expect(draft.letter).toContain('out of service for 31 days for warranty repairs');
    expect(draft.letter).toContain(`at [your postal address] or at ${owner.user.email}.`);
    expect(draft.checklist[0]).toBe('Send it by certified mail, return receipt requested, and keep the receipt: it proves the manufacturer received it.');
    expect(draft.checklist).toContain('Address it to the manufacturer, at the address in your warranty booklet or owner’s manual.');
    expect(draft.checklist).toContain('Keep a copy of the signed letter, the mail receipt and every repair order.');
  });

  it("fills each visit's repair-order number, mileage and three Cs, so the letter leaves a bracket only for the postal address", async () => {
    const { vehicle } = await createVehicleWithVisits(
      owner,
      { make: 'Honda', model: 'Accord', year: 2024, registration_state: 'CA', delivery_date: '2024-01-15' },
      [
        { ...documentedRepair, primary_issue: 'Transmission slips between gears' },
        { date_in: '2024-05-01', date_out: '2024-05-13', defect: 'Transmission slip', primary_issue: 'Transmission slips again', ro_number: 'RO-4502' },
      ],
    );
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;
    expect(draft.letter).toContain(
      '- Mar 1, 2024 to Mar 20, 2024 (19 days), Sunrise Motors, repair order no. RO-4417, 2,100 miles in, 2,112 out: Transmission slips between gears\n' +
        '  Complaint: Shudders from 2nd to 3rd\n  Cause: Torque converter clutch slipping\n  Correction: Replaced torque converter\n' +
        '- May 1, 2024 to May 13, 2024 (12 days), Sunrise Motors, repair order no. RO-4502: Transmission slips again\n',
    );
    expect(draft.letter).not.toContain('[number from your paperwork]');
    expect(draft.letter.match(/\[[^\]]*\]/g)).toEqual(['[your postal address]']);
    expect(draft.checklist).toContain('Fill in the bracketed part (your postal address) before you sign.');

    const text = (await pdfText((await download(owner.agent, vehicle.id, { letter: draft.letter })).body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('repair order no. RO-4417, 2,100 miles in, 2,112 out: Transmission slips between gears Complaint: Shudders from 2nd to 3rd');
  });

  it('names the mail the statute asks for and the final repair attempt where the state requires one', async () => {
    const { vehicle } = await createVehicleWithVisits(owner, { registration_state: 'GA', delivery_date: addDays(todayIso(), -200) }, [
      { date_in: addDays(todayIso(), -150), date_out: addDays(todayIso(), -120), defect: 'Stalling', primary_issue: 'Engine stalls at idle' },
    ]);
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;
    expect(draft.checklist[0]).toBe("Send it by certified mail, return receipt requested, as Georgia's law asks, and keep the receipt.");
    expect(draft.checklist).toContain(
      "Give the manufacturer its final repair attempt: Georgia's law lets it try once more after your notice. Make the vehicle available when it asks.",
    );
    expect(draft.letter).toContain('I am giving you the opportunity to make a final repair attempt');
    expect(draft.letter).toContain('Since then it has been in for repair once:');
  });

  it('downloads the edited letter as a PDF letter: sender, date, addressee, subject, the edit and signature line, with no note of ours', async () => {
    const { vehicle } = await california();
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;
    const letter = draft.letter.replace('[your postal address]', '12 Elm Street, Springfield') + '\n\nP.S. The car is parked at 12 Elm Street & <b>ready</b>.';
    const response = await download(owner.agent, vehicle.id, { letter });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lemon-notice-${vehicle.vin}.pdf"`);
    const text = (await pdfText(response.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain(owner.user.name);
    expect(text).toContain('To the manufacturer Honda');
    expect(text).toContain(`Re: Written notice under Cal. Civ. Code § 1793.22: 2024 Honda Accord, VIN ${vehicle.vin}`);
    expect(text).toContain('at 12 Elm Street, Springfield or at');
    expect(text).toContain('P.S. The car is parked at 12 Elm Street & <b>ready</b>.');
    expect(text).toContain('Sincerely,');
    // The owner's letter to the manufacturer: the advice stays on the owner's screen and in the case file.
    expect(text).not.toContain(LemonNoticeMessages.notLegalAdvice);
    expect(text).not.toContain('autosafety.org');
  });

  /** The pages of a PDF as pdftotext lays them out (a form feed ends each page). */
  const pagesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');

  it('lays the drafted letter out on one page, measured from the PDF', async () => {
    const { vehicle } = await california();
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;
    const letter = draft.letter.replace('[your postal address]', '12 Elm Street, Springfield, IL 62701');
    const pages = await pagesOf((await download(owner.agent, vehicle.id, { letter })).body as Buffer);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Sincerely,');
    expect(pages[0]).toContain(owner.user.name);
  });

  it('never leaves the signature alone on a page: a letter too long for one page carries its last lines with the closing', async () => {
    const { vehicle } = await california();
    const draft = (await owner.agent.get(notice(vehicle.id)).expect(200)).body as LemonNoticeDraft;
    // Lengthen the letter until its closing would just spill over, paragraph by paragraph.
    for (let extra = 1; extra <= 12; extra += 1) {
      const letter = `${draft.letter}\n\n${Array.from({ length: extra }, (_, i) => `Note ${i + 1}: the vehicle was towed to the dealer again.`).join('\n\n')}`;
      const pages = await pagesOf((await download(owner.agent, vehicle.id, { letter })).body as Buffer);
      if (pages.length === 1) continue;
      const last = pages[pages.length - 1];
      expect(last).toContain('Sincerely,');
      expect(last).toMatch(/Note \d+: the vehicle was towed/);
      return;
    }
    throw new Error('The letter never ran past one page');
  });

  it('refuses a blank, missing, too long or malformed letter with 400 and the contract messages', async () => {
    const { vehicle } = await california();
    const cases: Array<[unknown, string]> = [
      [{ letter: '' }, LemonNoticeMessages.letterRequired],
      [{ letter: '   \n ' }, LemonNoticeMessages.letterRequired],
      [{}, LemonNoticeMessages.letterRequired],
      [{ letter: 42 }, LemonNoticeMessages.letterRequired],
      [{ letter: null }, LemonNoticeMessages.letterRequired],
      [{ letter: 'x'.repeat(LEMON_NOTICE_MAX_CHARS + 1) }, LemonNoticeMessages.letterTooLong],
      [{ letter: 'Fine', color: 'red' }, 'Unknown field: color'],
    ];
    for (const [body, message] of cases) {
      const response = await owner.agent
        .post(notice(vehicle.id))
        .send(body as object)
        .expect(400);
      expect(response.body.message).toBe(message);
    }
    // The longest letter is taken.
    expect((await download(owner.agent, vehicle.id, { letter: 'x'.repeat(LEMON_NOTICE_MAX_CHARS) })).status).toBe(200);
  });

  it("never shows one owner's vehicle to another: 404 for the draft and the PDF", async () => {
    const { vehicle } = await california();
    const stranger = await createOwner(running, 'stranger');
    expect((await stranger.agent.get(notice(vehicle.id)).expect(404)).body.message).toBe(VehicleMessages.notFound);
    expect((await stranger.agent.post(notice(vehicle.id)).send({ letter: 'Hello' }).expect(404)).body.message).toBe(VehicleMessages.notFound);
    for (const id of ['abc', '0', '99999999999']) expect((await owner.agent.get(notice(id)).expect(404)).body.message).toBe(VehicleMessages.notFound);
  });

  it('answers 409 with the reason for a vehicle without a state, and for a watch neither near nor met', async () => {
    const { vehicle: noState } = await createVehicleWithVisits(owner, {}, [{ date_in: '2025-01-05', date_out: '2025-01-19', defect: 'Rattle' }]);
    for (const call of [owner.agent.get(notice(noState.id)), owner.agent.post(notice(noState.id)).send({ letter: 'Hello' })]) {
      expect((await call.expect(409)).body).toMatchObject({ statusCode: 409, message: LemonNoticeMessages.watchRequired });
    }
    const { vehicle: watching } = await createVehicleWithVisits(owner, { registration_state: 'CA', delivery_date: addDays(todayIso(), -20) }, [
      { date_in: addDays(todayIso(), -10), date_out: addDays(todayIso(), -8), defect: 'Rattle' },
    ]);
    for (const call of [owner.agent.get(notice(watching.id)), owner.agent.post(notice(watching.id)).send({ letter: 'Hello' })]) {
      expect((await call.expect(409)).body).toMatchObject({ statusCode: 409, message: LemonNoticeMessages.notNear });
    }
  });
});
