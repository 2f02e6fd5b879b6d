import { CasePacketMessages, casePacketFieldErrors } from '../lemon-law/case-packet-types';
import { casePacketInputSchema } from './case-packet';

describe('casePacketInputSchema', () => {
  it('takes a program, a state and a list of document ids', () => {
    expect(casePacketInputSchema.strict().parse({ program: 'state_ag', state: 'NY', exhibits: [3, 1] })).toEqual({
      program: 'state_ag',
      state: 'NY',
      exhibits: [3, 1],
    });
    expect(casePacketInputSchema.strict().parse({ program: 'bbb_auto_line' })).toEqual({ program: 'bbb_auto_line' });
  });

  it.each([
    [{ program: 'judge' }, CasePacketMessages.programInvalid],
    [{ program: 'ncds', state: 'New York' }, CasePacketMessages.stateInvalid],
    [{ program: 'ncds', exhibits: ['a'] }, CasePacketMessages.exhibitsInvalid],
    [{ program: 'ncds', exhibits: [1.5] }, CasePacketMessages.exhibitsInvalid],
    [{ program: 'ncds', exhibits: 7 }, CasePacketMessages.exhibitsInvalid],
  ])('refuses %j', (input, message) => {
    const parsed = casePacketInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("asks for the state of a state attorney general's program only", () => {
    expect(casePacketFieldErrors({ program: 'state_ag' })).toEqual({ state: [CasePacketMessages.stateRequired] });
    expect(casePacketFieldErrors({ program: 'state_ag', state: 'CA' })).toBeNull();
    expect(casePacketFieldErrors({ program: 'attorney' })).toBeNull();
  });
});
