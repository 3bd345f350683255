// Shared facts for resume families: work histories built backwards from a chosen end, in months.
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
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

export function ym(y, m) {
  const t = y * 12 + (m - 1);
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}
export function addM(ymStr, n) {
  const [y, m] = ymStr.split('-').map(Number);
  return ym(y, m + n);
}
export function monthsBetween(a, b) {
  const [y1, m1] = a.split('-').map(Number);
  const [y2, m2] = b.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1);
}

/** Formats a YYYY-MM (or null = present) in a resume style. */
export function fmtYm(v, style) {
  if (!v) return style === 'caps' ? 'PRESENT' : style === 'current' ? 'Current' : 'Present';
  const [y, m] = v.split('-').map(Number);
  switch (style) {
    case 'mon':
      return `${MON[m - 1]} ${y}`;
    case 'month':
      return `${MONTHS[m - 1]} ${y}`;
    case 'slash':
      return `${String(m).padStart(2, '0')}/${y}`;
    case 'iso':
      return v;
    case 'caps':
      return `${MON[m - 1].toUpperCase()} ${y}`;
    case 'current':
      return `${m}/${y}`;
    default:
      return `${MON[m - 1]} ${y}`;
  }
}

export const EMPLOYERS = [
  ['Brookhaven Memorial Hospital', 'Tacoma, WA'],
  ['Sunridge Skilled Nursing & Rehab', 'Mesa, AZ'],
  ['Lakeland Home Health Services', 'Orlando, FL'],
  ['Covenant Hills Medical Center', 'Knoxville, TN'],
  ['Ridgeview Assisted Living', 'Boise, ID'],
  ['Harborpoint Dialysis Center', 'Savannah, GA'],
  ['Prairie Winds Hospice', 'Omaha, NE'],
  ['Mount Calder Regional Hospital', 'Provo, UT'],
  ['Cedarbrook Pediatrics', 'Raleigh, NC'],
  ['Evergreen Behavioral Health', 'Madison, WI'],
  ['Northstar Urgent Care', 'Aurora, CO'],
  ['Bellmont Surgical Hospital', 'Tulsa, OK'],
];
export const TITLES = {
  rn: [
    'Registered Nurse, Med/Surg',
    'Charge Nurse',
    'Staff RN, Telemetry',
    'ICU Registered Nurse',
    'Travel RN',
  ],
  cna: ['Certified Nursing Assistant', 'Patient Care Technician', 'Caregiver / CNA', 'Resident Care Aide'],
  lpn: ['Licensed Practical Nurse', 'LPN, Long-Term Care', 'Medication Nurse (LPN)'],
};
export const BULLETS = {
  rn: [
    'Managed care for 5–6 patients per shift on a 32-bed unit',
    'Administered medications and monitored telemetry',
    'Precepted new graduate nurses',
    'Documented care in Epic and participated in bedside shift report',
    'Coordinated discharge teaching with case management',
  ],
  cna: [
    'Assisted residents with ADLs, bathing and feeding',
    'Recorded vital signs and intake/output',
    'Performed safe transfers with mechanical lifts',
    'Reported changes in condition to the charge nurse',
  ],
  lpn: [
    'Passed medications for 20+ residents',
    'Performed wound care and dressing changes',
    'Updated care plans with the RN supervisor',
    'Monitored blood glucose and insulin administration',
  ],
};

/**
 * Builds jobs newest first. spec: [{ months, gapBefore }] newest first; the first job ends at `end` (null = present,
 * counted to 2026-11). Returns jobs with start/end YYYY-MM and employer/title/bullets.
 */
export function buildJobs(rng, role, spec, end = null) {
  const used = new Set();
  let cursorEnd = end || '2026-11';
  const jobs = [];
  spec.forEach((s, i) => {
    let e;
    do e = rng.pick(EMPLOYERS);
    while (used.has(e[0]));
    used.add(e[0]);
    const jobEnd = i === 0 ? end : cursorEnd;
    const lastMonth = i === 0 ? cursorEnd : cursorEnd;
    const start = addM(lastMonth, -s.months);
    jobs.push({
      employer: e[0],
      city: e[1],
      title: rng.pick(TITLES[role]),
      start,
      end: jobEnd,
      bullets: rng.shuffle(BULLETS[role]).slice(0, 3),
    });
    cursorEnd = addM(start, -(spec[i + 1]?.gapBefore ?? 0));
  });
  return jobs;
}
