// Shared helpers for the blind corpus: seeded randomness, dates, people and names, issue levels, expectations.
// Everything here is derived from shared/DOMAIN.md and shared/corpus/README.md only.

// ---- seeded randomness -------------------------------------------------------------------------------
export function hashString(s) {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export function makeRng(seedText) {
  let a = hashString(String(seedText));
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    float: (lo = 0, hi = 1) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    shuffle: (arr) => {
      const a = [...arr];
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    gauss: () => {
      let u = 0;
      let v = 0;
      while (u === 0) u = next();
      while (v === 0) v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    digits: (n) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
    letters: (n, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ') =>
      Array.from({ length: n }, () => set[Math.floor(next() * set.length)]).join(''),
    alnum: (n) =>
      Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(next() * 32)]).join(''),
  };
  return rng;
}

// ---- dates (all UTC, ISO strings in and out) --------------------------------------------------------------
export const VALID_ON = '2026-11-21';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MON = MONTHS.map((m) => m.slice(0, 3));

export function d(iso) {
  const [y, m, dd] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, dd || 1));
}
export function iso(date) {
  return date.toISOString().slice(0, 10);
}
export function addDays(isoDate, n) {
  const x = d(isoDate);
  x.setUTCDate(x.getUTCDate() + n);
  return iso(x);
}
export function addMonths(isoDate, n) {
  const x = d(isoDate);
  const day = x.getUTCDate();
  x.setUTCDate(1);
  x.setUTCMonth(x.getUTCMonth() + n);
  const last = new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + 1, 0)).getUTCDate();
  x.setUTCDate(Math.min(day, last));
  return iso(x);
}
export function addYears(isoDate, n) {
  return addMonths(isoDate, 12 * n);
}
export function endOfMonth(isoDate) {
  const x = d(isoDate);
  return iso(new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + 1, 0)));
}
/** AHA-style: a card issued in month M is valid through the end of month M two years later. */
export function twoYearsEndOfMonth(isoDate) {
  return endOfMonth(addMonths(isoDate.slice(0, 7) + '-01', 24));
}
export function daysBetween(a, b) {
  return Math.round((d(b) - d(a)) / 86400000);
}

/**
 * Formats an ISO date the way paperwork prints it.
 * us 10/05/2026 · us_nz 10/5/2026 · us_short 10/5/26 · iso 2026-10-05 · dmy 5 Oct 2026 · dmy_long 5 October 2026 ·
 * long October 5, 2026 · mon October 5 → "Oct 5, 2026" · mil 05-OCT-26 · mil4 05-OCT-2026 · dash 10-05-2026 ·
 * mm_yyyy 10/2026 · month_yyyy October 2026 · compact 20261005 · slash_ymd 2026/10/05
 */
export function fmt(isoDate, style = 'us') {
  if (!isoDate) return '';
  const [y, m, dd] = isoDate.split('-').map(Number);
  const p2 = (n) => String(n).padStart(2, '0');
  switch (style) {
    case 'us':
      return `${p2(m)}/${p2(dd)}/${y}`;
    case 'us_nz':
      return `${m}/${dd}/${y}`;
    case 'us_short':
      return `${m}/${dd}/${String(y).slice(2)}`;
    case 'iso':
      return `${y}-${p2(m)}-${p2(dd)}`;
    case 'dmy':
      return `${dd} ${MON[m - 1]} ${y}`;
    case 'dmy_long':
      return `${dd} ${MONTHS[m - 1]} ${y}`;
    case 'long':
      return `${MONTHS[m - 1]} ${dd}, ${y}`;
    case 'mon':
      return `${MON[m - 1]} ${dd}, ${y}`;
    case 'mil':
      return `${p2(dd)}-${MON[m - 1].toUpperCase()}-${String(y).slice(2)}`;
    case 'mil4':
      return `${p2(dd)}-${MON[m - 1].toUpperCase()}-${y}`;
    case 'dash':
      return `${p2(m)}-${p2(dd)}-${y}`;
    case 'mm_yyyy':
      return `${p2(m)}/${y}`;
    case 'month_yyyy':
      return `${MONTHS[m - 1]} ${y}`;
    case 'mon_yyyy':
      return `${MON[m - 1]} ${y}`;
    case 'compact':
      return `${y}${p2(m)}${p2(dd)}`;
    case 'slash_ymd':
      return `${y}/${p2(m)}/${p2(dd)}`;
    default:
      throw new Error(`unknown date style ${style}`);
  }
}
export const FULL_DATE_STYLES = [
  'us',
  'us_nz',
  'iso',
  'dmy',
  'dmy_long',
  'long',
  'mon',
  'mil4',
  'dash',
  'slash_ymd',
];

// ---- people --------------------------------------------------------------------------------------------------
// Fictional people. nick: a common nickname that must still match; plain: the name without accents.
export const PEOPLE = [
  ['Marisol', 'Beatriz', 'Quintero-Vélez'],
  ['Daniel', 'Osei', 'Mensah'],
  ['Katherine', 'Ann', 'Lindqvist', 'Kate'],
  ['William', 'James', 'Harrow', 'Bill'],
  ['Robert', 'Allen', 'Tsosie', 'Bob'],
  ['Elizabeth', 'Grace', 'Okafor', 'Liz'],
  ['Anthony', 'Paul', 'DeMarco', 'Tony'],
  ['Siobhan', 'Maeve', "O'Donoghue"],
  ['Thanh', 'Huong', 'Pham'],
  ['José', 'Luis', 'Núñez Ortega'],
  ['Aaliyah', 'Renee', 'Whitfield'],
  ['Grzegorz', 'Piotr', 'Wiśniewski'],
  ['Fatima', 'Zahra', 'Benali'],
  ['Jonathan', 'Reid', 'Castellanos', 'Jon'],
  ['Margaret', 'Louise', 'Abernathy', 'Maggie'],
  ['Chidinma', 'Adaeze', 'Nwosu'],
  ['Rebecca', 'Lynn', 'Vandermeer', 'Becky'],
  ['Samuel', 'Tomasz', 'Kowalczyk', 'Sam'],
  ['Anjali', 'Meera', 'Deshpande'],
  ['Liam', 'Patrick', 'McAllister'],
  ['Noor', '', 'Haddad'],
  ['Ingrid', 'Solveig', 'Halvorsen'],
  ['Marcus', 'Dwayne', 'Pettaway'],
  ['Yesenia', 'Guadalupe', 'Arreola'],
  ['Dmitri', 'Ivanovich', 'Sokolov'],
  ['Hannah', 'Mae', 'Brightwater'],
  ['Kwame', 'Asante', 'Boateng'],
  ['Beatrix', 'Ellen', 'Fairchild-Nakamura'],
  ['Tomás', 'Ignacio', 'Ferreira'],
  ['Olusegun', '', 'Adeyemi'],
  ['Claire', 'Antoinette', 'Dubois'],
  ['Rafael', 'Antonio', 'Baptiste'],
  ['Eun-ji', '', 'Park'],
  ['Nathaniel', 'Brooks', 'Whitaker', 'Nate'],
  ['Lucía', 'Fernanda', 'Robles'],
  ['Christopher', 'Lee', 'Danvers', 'Chris'],
  ['Joanna', 'Maria', 'Przybylski'],
  ['Tyrone', 'Elliot', 'Mabry'],
  ['Sofia', 'Irene', 'Castellano'],
  ['Mei-Ling', '', 'Chou'],
  ['Gabriel', 'Chukwuemeka', 'Oduya'],
  ['Rosalind', 'Hope', 'Carrington'],
  ['Patrick', 'Seamus', 'Flanagan', 'Pat'],
  ['Deborah', 'Jean', 'Kittredge', 'Debbie'],
  ['Emmanuel', 'Kofi', 'Ansah'],
  ['Valentina', '', 'Rossi-Marchetti'],
  ['Ahmad', 'Reza', 'Karimi'],
  ['Theresa', 'Anne', 'Goldberg', 'Terry'],
  ['Luis', 'Enrique', 'Saldaña'],
  ['Jennifer', 'Kay', 'Oyelaran', 'Jenny'],
  ['Michael', 'Anthony', 'Serrano', 'Mike'],
  ['Abigail', 'Rose', 'Thornbury', 'Abby'],
  ['Isaiah', 'Jerome', 'Coleman'],
  ['Renata', '', 'Kowalski-Bauer'],
  ['Oluwaseun', 'Temitope', 'Bello'],
  ['Victoria', 'Jane', 'Ashcombe', 'Vicky'],
  ['Kenji', 'Robert', 'Watanabe'],
  ['Catalina', 'Inés', 'Ruiz de la Fuente'],
  ['Desmond', 'Cole', 'Pryor'],
  ['Harriet', 'June', 'Oyelowo'],
  ['Bao', 'Ngoc', 'Tran'],
  ['Eleanor', 'Faye', 'Studebaker', 'Ellie'],
  ['Francisco', 'Javier', 'Montoya', 'Paco'],
  ['Imani', 'Joy', 'Gathright'],
  ['Stanislav', '', 'Horvath'],
  ['Colleen', 'Marie', 'Fitzgerald'],
  ['Darnell', 'Ray', 'Hutchins'],
  ['Paulina', 'Estela', 'Villanueva'],
  ['Aidan', 'Rhys', 'Llewellyn'],
  ['Zainab', 'Oyinkansola', 'Lawal'],
  ['Trevor', 'Scott', 'Albrecht'],
  ['Nadia', 'Petrova', 'Ivanova'],
].map(([first, middle, last, nick], i) => ({ first, middle, last, nick: nick || null, idx: i }));

export function stripAccents(s) {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');
}

/** A dob between 1962 and 2003, deterministic per rng. */
export function randomDob(rng) {
  return `${rng.int(1962, 2003)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/**
 * Picks people for one family without repeats. Returns person objects with dob.
 */
export function peoplePicker(rng) {
  const order = rng.shuffle(PEOPLE);
  let i = 0;
  return () => {
    const p = order[i++ % order.length];
    return { ...p, dob: randomDob(rng) };
  };
}

/** The request's person block. */
export function requestPerson(p, { withDob = true, withMiddle = false } = {}) {
  const out = { first_name: p.first, last_name: p.last };
  if (withMiddle && p.middle) out.middle_name = p.middle;
  if (withDob) out.dob = p.dob;
  return out;
}

/**
 * How the holder's name is printed. Styles: first_last, first_mi_last, full, last_first, last_first_mi,
 * LAST_FIRST, LAST_FIRST_MI, FIRST_LAST, FIRST_MI_LAST, nick_last, plain (accents dropped), nohyphen,
 * noapos, LAST_FIRST_plain.
 */
export function nameAs(p, style = 'first_last') {
  const mi = p.middle ? `${p.middle[0]}.` : '';
  const miNoDot = p.middle ? p.middle[0] : '';
  const up = (s) => s.toUpperCase();
  const sp = (...xs) => xs.filter(Boolean).join(' ');
  switch (style) {
    case 'first_last':
      return sp(p.first, p.last);
    case 'first_mi_last':
      return sp(p.first, mi, p.last);
    case 'full':
      return sp(p.first, p.middle, p.last);
    case 'last_first':
      return `${p.last}, ${p.first}`;
    case 'last_first_mi':
      return `${p.last}, ${sp(p.first, miNoDot)}`;
    case 'last_first_middle':
      return `${p.last}, ${sp(p.first, p.middle)}`;
    case 'LAST_FIRST':
      return up(`${p.last}, ${p.first}`);
    case 'LAST_FIRST_MI':
      return up(`${p.last}, ${sp(p.first, miNoDot)}`);
    case 'LAST_FIRST_nocomma':
      return up(`${p.last} ${p.first}`);
    case 'FIRST_LAST':
      return up(sp(p.first, p.last));
    case 'FIRST_MI_LAST':
      return up(sp(p.first, miNoDot, p.last));
    case 'nick_last':
      return sp(p.nick || p.first, p.last);
    case 'last_nick':
      return `${p.last}, ${p.nick || p.first}`;
    case 'plain':
      return stripAccents(sp(p.first, p.last));
    case 'PLAIN_LAST_FIRST':
      return up(stripAccents(`${p.last}, ${p.first}`));
    case 'nohyphen':
      return sp(p.first, p.last.replace(/-/g, ' '));
    case 'noapos':
      return sp(p.first, p.last.replace(/'/g, ''));
    default:
      throw new Error(`unknown name style ${style}`);
  }
}

/** Splits the name the way a form with separate boxes prints it. */
export function nameParts(p) {
  return { first: p.first, middle: p.middle, mi: p.middle ? p.middle[0] : '', last: p.last };
}

// ---- issue levels (DOMAIN.md) ------------------------------------------------------------------------------------
const COMMON = {
  'name mismatch': 'rejected',
  'name not present': 'flagged',
  'dob mismatch': 'rejected',
  'document type mismatch': 'rejected',
  'document expired': 'rejected',
  'invalid extraction': 'flagged',
};
const R = 'rejected';
const F = 'flagged';
export const ISSUE_LEVELS = {
  tuberculosis_test: {
    ...COMMON,
    'missing test dates': R,
    'invalid test dates': R,
    'missing administrator': R,
    'missing test result': R,
    'invalid waiting period': R,
    'positive test result': R,
    'indeterminate test result': R,
    'test too old': R,
    'too many tests': R,
    'low confidence test result': F,
    'indeterminate test type': F,
  },
  life_support_certification: {
    ...COMMON,
    'missing id': R,
    'missing issuer': R,
    'missing type': R,
    'missing expiration date': R,
    'unsupported type': R,
    'unsupported issuer': R,
    'too many certifications': F,
  },
  flu_vaccination: {
    ...COMMON,
    'missing vaccination date': R,
    'vaccination outside season': R,
    'declination not allowed': R,
    'missing declination reason': R,
    'missing administrator': F,
  },
  covid_vaccination: {
    ...COMMON,
    'not enough doses': R,
    'unsupported manufacturer': R,
    'unsupported dose combination': R,
    'missing dose date': R,
    'missing dose administrator': R,
    'insufficient waiting period': R,
    'declination not allowed': R,
    'missing declination date': R,
    'missing declination reason': R,
    'invalid declination reason': R,
  },
  food_handler_certification: {
    ...COMMON,
    'missing issuer': R,
    'unsupported program': R,
    'unsupported jurisdiction': R,
    'missing certificate id': F,
    'missing issue date': F,
  },
  alcohol_handler_certification: {
    ...COMMON,
    'missing issuer': R,
    'unsupported program': R,
    'unsupported jurisdiction': R,
    'missing certificate id': F,
    'missing issue date': F,
  },
  physical_exam: {
    ...COMMON,
    'missing exam date': R,
    'exam too old': R,
    'missing examiner': R,
    'missing examiner signature': R,
    'not cleared': R,
    'restrictions present': F,
    'missing clearance': F,
  },
  partner_health_badge: {
    ...COMMON,
    'missing badge id': R,
    'badge inactive': R,
    'unsupported issuer': R,
    'missing expiration date': F,
  },
  resume: {
    ...COMMON,
    'no work history': R,
    'insufficient experience': R,
    'no recent experience': R,
    'employment gap': F,
    'missing required keyword': F,
    'missing contact information': F,
    'inconsistent dates': F,
  },
};
export const TYPES = Object.keys(ISSUE_LEVELS);
export const TYPE_PREFIX = {
  tuberculosis_test: 'tb',
  life_support_certification: 'ls',
  flu_vaccination: 'flu',
  covid_vaccination: 'cov',
  food_handler_certification: 'food',
  alcohol_handler_certification: 'alc',
  physical_exam: 'pe',
  partner_health_badge: 'badge',
  resume: 'res',
};

export function decide(type, issues) {
  const levels = ISSUE_LEVELS[type];
  let decision = 'accepted';
  for (const i of issues) {
    const l = levels[i];
    if (!l) throw new Error(`${type}: '${i}' is not an issue of this type`);
    if (l === 'rejected') decision = 'rejected';
    else if (decision !== 'rejected') decision = 'flagged';
  }
  return decision;
}

/** The usual person block of expect.data. */
export function personData(name = 'match', dob = 'match') {
  const out = {};
  if (name) out['person.name.status'] = name;
  if (dob) out['person.dob.status'] = dob;
  return out;
}

/** Another person for "name of someone else" cases: differs in first and last name. */
export function otherPerson(pick, p) {
  for (let i = 0; i < 20; i++) {
    const q = pick();
    if (q.first !== p.first && q.last !== p.last && q.nick !== p.nick) return q;
  }
  throw new Error('no other person');
}

/** A dob that differs from p's (same year range, different day and month). */
export function otherDob(rng, p) {
  const [y, m, dd] = p.dob.split('-').map(Number);
  const m2 = ((m + rng.int(2, 9) - 1) % 12) + 1;
  const d2 = ((dd + rng.int(3, 20) - 1) % 28) + 1;
  return `${y + rng.pick([-3, -1, 1, 2])}-${String(m2).padStart(2, '0')}-${String(d2).padStart(2, '0')}`;
}

/** Fictional US places for addresses. */
export const PLACES = [
  ['Dayton', 'OH', '45459'],
  ['Tacoma', 'WA', '98405'],
  ['Fresno', 'CA', '93721'],
  ['El Paso', 'TX', '79902'],
  ['Springfield', 'IL', '62704'],
  ['Mesa', 'AZ', '85201'],
  ['Reno', 'NV', '89502'],
  ['Knoxville', 'TN', '37916'],
  ['Albany', 'NY', '12206'],
  ['Orlando', 'FL', '32803'],
  ['Aurora', 'CO', '80012'],
  ['Raleigh', 'NC', '27603'],
  ['Omaha', 'NE', '68102'],
  ['Provo', 'UT', '84601'],
  ['Lansing', 'MI', '48906'],
  ['Savannah', 'GA', '31401'],
  ['Worcester', 'MA', '01608'],
  ['Boise', 'ID', '83702'],
  ['Tulsa', 'OK', '74103'],
  ['Madison', 'WI', '53703'],
];
export function phone(rng, area) {
  return `(${area || rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}
export function street(rng) {
  const names = [
    'Millbrook Pkwy',
    'Larkspur Ave',
    'Old Quarry Rd',
    'Whitcomb St',
    'Harmon Blvd',
    'Sycamore Ln',
    'Pioneer Way',
    'Tamarack Dr',
    'Bellwether Ct',
    'Grange Hall Rd',
    'Meridian Ave',
    'Fernhill Rd',
    'Copperfield Dr',
    'Saddleback Way',
    'Lindell Blvd',
  ];
  return `${rng.int(100, 9899)} ${rng.pick(names)}`;
}
