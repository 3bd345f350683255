import { matchHolderName } from '../../src/engines/license/names/match';
import type { HolderName } from '../../src/engines/license/types';

const name = (first: string, last: string, middle: string | null = null): HolderName => ({
  first,
  middle,
  last,
});

describe('license name matching', () => {
  it.each([
    ['exact', name('Jane', 'Doe'), name('JANE', 'DOE'), 'match'],
    ['accents and case', name('José', 'Núñez'), name('JOSE', 'NUNEZ'), 'match'],
    ['punctuation', name('Mary', "O'Brien"), name('MARY', 'OBRIEN'), 'match'],
    ['hyphen vs space', name('Ana', 'Garcia-Lopez'), name('ANA', 'GARCIA LOPEZ'), 'match'],
    ['missing middle on the request', name('Jane', 'Doe'), name('Jane', 'Doe', 'Ann'), 'match'],
    ['missing middle on the record', name('Jane', 'Doe', 'Ann'), name('Jane', 'Doe'), 'match'],
    ['middle initial fits', name('Jane', 'Doe', 'A.'), name('Jane', 'Doe', 'Ann'), 'match'],
    ['given name split differently', name('Mary Ann', 'Lee'), name('Mary', 'Lee', 'Ann'), 'match'],
    ['generational suffix', name('John', 'Smith'), name('John', 'Smith Jr'), 'match'],
    ['nickname', name('Bill', 'Turner'), name('William', 'Turner'), 'partial_match'],
    ['nickname the other way', name('Elizabeth', 'Moss'), name('Liz', 'Moss'), 'partial_match'],
    ['initial for the first name', name('J', 'Doe'), name('Jane', 'Doe'), 'partial_match'],
    ['initial on the record', name('Jane', 'Doe'), name('J.', 'Doe'), 'partial_match'],
    [
      'nickname with fitting middle',
      name('Bob', 'Hale', 'T'),
      name('Robert', 'Hale', 'Thomas'),
      'partial_match',
    ],
    ['other first name', name('Janet', 'Doe'), name('Jane', 'Doe'), 'mismatch'],
    ['other last name', name('Jane', 'Doe'), name('Jane', 'Dole'), 'mismatch'],
    ['middle that does not fit', name('Jane', 'Doe', 'B'), name('Jane', 'Doe', 'Ann'), 'mismatch'],
    ['one part of a two-part surname', name('Ana', 'Garcia'), name('Ana', 'Garcia Lopez'), 'mismatch'],
    ['wrong initial', name('K', 'Doe'), name('Jane', 'Doe'), 'mismatch'],
  ])('%s', (_label, person, record, status) => {
    expect(matchHolderName(person, record)).toBe(status);
  });
});
