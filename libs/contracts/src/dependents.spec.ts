import { dependentsPhrase, hasNoDependents } from './dependents';

describe('dependentsPhrase', () => {
  it('names only the kinds that go, singular for one', () => {
    expect(dependentsPhrase({ visits: 2, claims: 1, documents: 3, mails: 0 })).toBe('2 visits, 1 claim, 3 documents');
    expect(dependentsPhrase({ visits: 1, claims: 0, documents: 1, mails: 0 })).toBe('1 visit, 1 document');
    expect(dependentsPhrase({ visits: 0, claims: 0, documents: 0, mails: 2 })).toBe('2 mails');
  });

  it('is empty, and hasNoDependents true, when nothing goes along', () => {
    const none = { visits: 0, claims: 0, documents: 0, mails: 0 };
    expect(dependentsPhrase(none)).toBe('');
    expect(hasNoDependents(none)).toBe(true);
    expect(hasNoDependents({ ...none, documents: 1 })).toBe(false);
  });
});
