import { type DealerReplyCase, SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L, SET_M, SET_N } from './index';
import { SET_A_SPLIT_SEED, SET_A_WRITTEN } from './set-a';
import { SET_D_SPLIT_SEED, SET_D_WRITTEN } from './set-d';
import { assignParts } from './split';
import { fridayOfNextWeek, hasQuotedHistory, validateCase, validateSets } from './validate-replies';

describe('dealer-reply evaluation sets', () => {
  it('are consistent: ids, truths, coverage and the split', () => {
    expect(validateSets(SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L, SET_M, SET_N)).toEqual([]);
  });

  it('split set a the same way every time, and evenly for another seed too', () => {
    const again = assignParts(SET_A_WRITTEN, 'a', SET_A_SPLIT_SEED);
    expect(again.map((reply) => reply.part)).toEqual(SET_A.map((reply) => reply.part));
    const other = assignParts(SET_A_WRITTEN, 'a', SET_A_SPLIT_SEED + 1);
    const tune = other.filter((reply) => reply.part === 'tune').length;
    expect(Math.abs(tune - (other.length - tune))).toBeLessThanOrEqual(2);
  });

  it('catches a truth that breaks the conventions', () => {
    const [reply] = SET_A.filter((candidate) => candidate.truth.intent === 'offer' && candidate.truth.offered_amount !== null);
    const broken = { ...reply, truth: { ...reply.truth, intent: 'denial' as const, deadline: '1999-01-01', offered_amount: 10.005 } };
    const problems = validateCase(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${reply.id}: only an offer has an offered_amount`,
        `${reply.id}: offered_amount 10.005 is not a positive amount in cents`,
        `${reply.id}: deadline 1999-01-01 is before received_at ${reply.received_at}`,
      ]),
    );
  });

  it('hold set c to its own size, its part and its coverage', () => {
    const few = SET_C.filter((reply) => reply.truth.intent !== 'denial').slice(0, 40);
    expect(validateSets(SET_A, SET_B, few, SET_D, SET_E)).toEqual(
      expect.arrayContaining(['set c has 40 replies (at least 100)', 'set c has no reply of intent denial']),
    );
    const tuned = SET_C.map((reply) => ({ ...reply, part: 'tune' as const }));
    expect(validateSets(SET_A, SET_B, tuned, SET_D, SET_E)).toContain('set c is all set c and all for reporting');
    const unquoted = SET_C.filter((reply) => !reply.kinds.includes('quoted_original'));
    expect(validateSets(SET_A, SET_B, [...unquoted, ...unquoted.map((reply) => ({ ...reply, id: `${reply.id}-again` }))], SET_D, SET_E)).toContain(
      `set c quotes an original in 0 of ${unquoted.length * 2} replies (about half)`,
    );
  });

  it('split set d the same way every time, about half each, every voice and kind in both parts', () => {
    const again = assignParts(SET_D_WRITTEN, 'd', SET_D_SPLIT_SEED);
    expect(again.map((reply) => reply.part)).toEqual(SET_D.map((reply) => reply.part));
    const tune = SET_D.filter((reply) => reply.part === 'tune').length;
    expect(Math.abs(tune - (SET_D.length - tune))).toBeLessThanOrEqual(2);
    const other = assignParts(SET_D_WRITTEN, 'd', SET_D_SPLIT_SEED + 1);
    const otherTune = other.filter((reply) => reply.part === 'tune').length;
    expect(Math.abs(otherTune - (other.length - otherTune))).toBeLessThanOrEqual(2);
  });

  it('hold set d to its size, its new voices, its languages and the kinds added with it', () => {
    const english = SET_D.filter((reply) => reply.truth.language === 'en');
    const problems = validateSets(SET_A, SET_B, SET_C, english, SET_E);
    expect(problems).toEqual(
      expect.arrayContaining([
        `set d has ${english.length} replies (at least 110)`,
        'set d has 0 Spanish replies (at least 15)',
        'set d has 0 replies in another language (at least 3)',
        'set d has no spanish reply',
      ]),
    );
    const noTables = SET_D.filter((reply) => !reply.kinds.includes('table_layout'));
    expect(validateSets(SET_A, SET_B, SET_C, noTables, SET_E)).toContain('set d has no table_layout reply');
    const allTune = SET_D.map((reply) => ({ ...reply, part: 'tune' as const }));
    expect(validateSets(SET_A, SET_B, SET_C, allTune, SET_E)).toEqual(expect.arrayContaining(['set d puts every spanish reply in one part']));
  });

  it('hold set e to its size, its part, its voices, its quoting, its Spanish and every kind', () => {
    const english = SET_E.filter((reply) => reply.truth.language === 'en' && !reply.kinds.includes('quoted_original'));
    expect(validateSets(SET_A, SET_B, SET_C, SET_D, english)).toEqual(
      expect.arrayContaining([
        `set e has ${english.length} replies (at least 126)`,
        'set e has 0 Spanish replies (at least 15)',
        `set e quotes an original in 0 of ${english.length} replies (about half)`,
        'set e has no spanish reply',
        'set e has no reply of intent null',
      ]),
    );
    const tuned = SET_E.map((reply) => ({ ...reply, part: 'tune' as const }));
    expect(validateSets(SET_A, SET_B, SET_C, SET_D, tuned)).toContain('set e is all set e and all for reporting');
    const oneVoice = SET_E.filter((reply) => reply.voice === SET_E[0].voice);
    expect(validateSets(SET_A, SET_B, SET_C, SET_D, oneVoice)).toContain('set e has 1 voices (at least 6)');
  });

  // The sets held out whole after set e: each is checked after the sets before it.
  it.each([
    { name: 'f', set: SET_F, before: [SET_A, SET_B, SET_C, SET_D, SET_E], least: { replies: 126, spanish: 15, other: 4 } },
    { name: 'g', set: SET_G, before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F], least: { replies: 120, spanish: 25, other: 6 } },
    { name: 'h', set: SET_H, before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G], least: { replies: 120, spanish: 25, other: 6 } },
    { name: 'i', set: SET_I, before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H], least: { replies: 120, spanish: 25, other: 6 } },
    { name: 'j', set: SET_J, before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I], least: { replies: 120, spanish: 25, other: 6 } },
    { name: 'k', set: SET_K, before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J], least: { replies: 120, spanish: 25, other: 6 } },
    {
      name: 'l',
      set: SET_L,
      before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K],
      least: { replies: 120, spanish: 25, other: 6 },
    },
    {
      name: 'm',
      set: SET_M,
      before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L],
      least: { replies: 130, spanish: 45, other: 10 },
    },
    {
      name: 'n',
      set: SET_N,
      before: [SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L, SET_M],
      least: { replies: 130, spanish: 45, other: 10 },
    },
  ])('hold set $name to its size, its part, its voices, its quoting, its languages and every kind', ({ name, set, before, least }) => {
    const check = (replies: DealerReplyCase[]) => (validateSets as (...sets: DealerReplyCase[][]) => string[])(...before, replies);
    const english = set.filter((reply) => reply.truth.language === 'en' && !reply.kinds.includes('quoted_original'));
    expect(check(english)).toEqual(
      expect.arrayContaining([
        `set ${name} has ${english.length} replies (at least ${least.replies})`,
        `set ${name} has 0 Spanish replies (at least ${least.spanish})`,
        `set ${name} has 0 replies in another language (at least ${least.other})`,
        `set ${name} quotes an original in 0 of ${english.length} replies (about half)`,
        `set ${name} has no spanish reply`,
        `set ${name} has no reply of intent null`,
      ]),
    );
    expect(check(set.map((reply) => ({ ...reply, part: 'tune' as const })))).toContain(`set ${name} is all set ${name} and all for reporting`);
    expect(check(set.filter((reply) => reply.voice === set[0].voice))).toContain(`set ${name} has 1 voices (at least 6)`);
    expect(check([...set, { ...set[1], id: set[0].id }])).toContain(`${set[0].id}: id used 2 times`);
  });

  it('reject a text that repeats one of an earlier set', () => {
    const copied = { ...SET_H[0], text: `${SET_G[0].text}\n` };
    expect(validateSets(SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, [copied, ...SET_H.slice(1)])).toContain(`${copied.id}: text repeats ${SET_G[0].id}`);
  });

  it('recognises the ways mail clients quote history', () => {
    expect(hasQuotedHistory('ok\n\nOn Mon, Mar 3, 2025 at 9:14 AM A <a@b.example> wrote:\n> hi')).toBe(true);
    expect(hasQuotedHistory('ok\n\nFrom: A <a@b.example>\nSent: Monday, March 3, 2025 9:14 AM\nTo: B')).toBe(true);
    expect(hasQuotedHistory('Le ofrecemos 300 $.\n\n-----Mensaje original-----\nDe: A')).toBe(true);
    expect(hasQuotedHistory('See below.\n\n-------- Forwarded Message --------\nSubject: RE: claim')).toBe(true);
    expect(hasQuotedHistory('We can offer $300. Reply by Friday.')).toBe(false);
  });

  it('finds the Friday of the following week from any day, weekends included', () => {
    expect(fridayOfNextWeek('2025-03-03')).toBe('2025-03-14'); // Monday
    expect(fridayOfNextWeek('2025-03-07')).toBe('2025-03-14'); // Friday
    expect(fridayOfNextWeek('2025-03-09')).toBe('2025-03-14'); // Sunday ends the week of Mar 3
    expect(fridayOfNextWeek('2025-12-29')).toBe('2026-01-09');
  });
});
