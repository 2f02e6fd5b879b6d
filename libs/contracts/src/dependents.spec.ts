import { dependentsPhrase, hasNoDependents, visitDependentsPhrase, type RecordDependents } from './dependents';

const none: RecordDependents = { visits: 0, claims: 0, documents: 0, mails: 0, claim_ids: [], lemon_law_attempts: 0, correspondence: 0 };

describe('dependentsPhrase', () => {
  it('names only the kinds that go, singular for one', () => {
    expect(dependentsPhrase({ ...none, visits: 2, claims: 1, documents: 3 })).toBe('2 visits, 1 claim, 3 documents');
    expect(dependentsPhrase({ ...none, visits: 1, documents: 1 })).toBe('1 visit, 1 document');
    expect(dependentsPhrase({ ...none, mails: 2 })).toBe('2 mails');
    expect(dependentsPhrase({ ...none, visits: 1, lemon_law_attempts: 1 })).toBe('1 visit, 1 lemon-law repair attempt');
    expect(dependentsPhrase({ ...none, visits: 1, correspondence: 2 })).toBe('1 visit, 2 correspondence entries');
    expect(dependentsPhrase({ ...none, correspondence: 1 })).toBe('1 correspondence entry');
  });

  it('is empty, and hasNoDependents true, when nothing goes along', () => {
    expect(dependentsPhrase(none)).toBe('');
    expect(hasNoDependents(none)).toBe(true);
    expect(hasNoDependents({ ...none, documents: 1 })).toBe(false);
    expect(hasNoDependents({ ...none, lemon_law_attempts: 1 })).toBe(false);
    expect(hasNoDependents({ ...none, correspondence: 1 })).toBe(false);
  });
});

describe('visitDependentsPhrase', () => {
  it('names the claims by number with their mails, then documents and lemon-law attempts', () => {
    expect(visitDependentsPhrase({ ...none, claims: 1, claim_ids: [4], mails: 2 })).toBe('Claim #4 and its 2 sent mails');
    expect(visitDependentsPhrase({ ...none, claims: 2, claim_ids: [4, 5], mails: 1, documents: 3, lemon_law_attempts: 1 })).toBe(
      'Claim #4, Claim #5 and their 1 sent mail, 3 documents, 1 repair attempt of the lemon-law watch',
    );
    expect(visitDependentsPhrase({ ...none, claims: 1, claim_ids: [7] })).toBe('Claim #7');
  });
});
