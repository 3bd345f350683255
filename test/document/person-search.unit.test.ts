// The request names the person: their name or birth date printed anywhere in a document, under any label
// or none, in any order, is found before any holder label is read.
import {
  findPersonDob,
  findPersonName,
  looseName,
} from '../../src/engines/document/understanding/name-match';

const priya = { first_name: 'Priya', last_name: 'Raghunathan' };
const margaret = { first_name: 'Margaret', last_name: 'Van der Berg' };
const jose = { first_name: 'José', last_name: 'García-López' };

describe('finding the requested person in a document', () => {
  it.each([
    [priya, ['TUBERCULIN SKIN TEST RECORD', 'Name (Last, First, MI)  Raghunathan, Priya', 'DOB 06/18/1994']],
    [priya, ['Employee: PRIYA K. RAGHUNATHAN    ID 4471']],
    [priya, ['Surname', 'Raghunathan', 'Given name', 'Priya']],
    [priya, ['Raghunathan', 'Priya']],
    [priya, ['Patient Raghunathon, Priya']],
    [margaret, ['Certificate of completion awarded to', 'Maggie van der Berg']],
    [jose, ['Recipient: JOSE GARCIA LOPEZ']],
    [{ first_name: 'William', last_name: 'Carter' }, ['CARTER WILLIAM  M  03/02/1980']],
    [
      { first_name: 'Inés', last_name: 'Ruiz de la Fuente' },
      ['Patient / Paciente RUIZ DE LA FUENTE, INES M'],
    ],
    // Handwriting read without its space.
    [{ first_name: 'Zainab', last_name: 'Lawal' }, ['Name ZAINABLAWAL D.O.B. 11/8/1971']],
  ])('finds %o', (person, lines) => {
    expect(findPersonName(lines, person)).not.toBeNull();
  });

  it.each([
    [priya, ['Name: Anjali Raghavan', 'Reviewed by Dr. Paul Priyadarshan']],
    [priya, ['Priya Sharma, RN', 'Patient: Meera Raghunathan']],
    [{ first_name: 'Ann', last_name: 'Lee' }, ['Name: Ann Lim', 'Lee County Health Department']],
    [priya, ['Raghunathan', 'Lab', 'Results', 'Tube', 'Nil', 'Priya']],
    [priya, ['priya.raghunathan@mail.com | (614) 555-0179', 'www.priyaraghunathan.com']],
    [{ first_name: 'Ann', last_name: 'Lee' }, ['Name ANNLEE']],
  ])('does not find %o in another person’s document', (person, lines) => {
    expect(findPersonName(lines, person)).toBeNull();
  });

  it('reports the words that named the person', () => {
    expect(findPersonName(['Name (Last, First, MI)  Raghunathan, Priya'], priya)?.text).toBe(
      'Raghunathan, Priya',
    );
  });

  it.each([
    ['DOB 06/18/1994', true],
    ['Born 18 June 1994', true],
    ['1994-06-18', true],
    ['Date of birth: June 18, 1994', true],
    ['DOB 06/19/1994', false],
  ])('finds the birth date in "%s": %s', (text, found) => {
    expect(findPersonDob(text, '1994-06-18')).toBe(found);
  });
});

describe('a handwritten name as OCR reads it', () => {
  const theresa = { first_name: 'Theresa', last_name: 'Goldberg', dob: '1966-07-11' };
  const robert = { first_name: 'Robert', last_name: 'Tsosie' };

  it.each([
    [theresa, ['This card certifies that the person named below', 'Name Theresn A Gddbery']],
    [robert, ['Name Robe A Tosie License no. OL 5 42']],
    [theresa, ['Gddbery, Thersa   7/11/1966']],
  ])('finds %o a few letters off beside a name caption or the birth date', (person, lines) => {
    expect(looseName(lines, person)).not.toBeNull();
  });

  it.each([
    // No caption and no birth date: letters a few off are anyone's.
    [theresa, ['Theresn A Gddbery']],
    // The surname a relative shares, beside a given name of their own.
    [theresa, ['Name Jonathan Goldberg']],
    // Another birth date beside the name.
    [theresa, ['Name Theresn A Gddbery  DOB 3/2/1990']],
    // Either part more than half off, or both more than a quarter.
    [robert, ['Name Rnbxe A Tqaie']],
    [robert, ['Name Rvbrt A Tssxe']],
    [theresa, ['Name Gloria Hutchins']],
  ])('does not take %o for the person in %o', (person, lines) => {
    expect(looseName(lines, person)).toBeNull();
  });
});
