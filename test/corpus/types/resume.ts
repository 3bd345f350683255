// Resumes in three common shapes: dated entries under headings, one-line "Title | Employer | dates"
// entries, and a title line above an "Employer, City  dates" line.
import type { Ctx, TypeSpec } from '../builder';
import { Flow, LETTER } from '../model';

interface Job {
  title: string;
  employer: string;
  start: string;
  end: string | null;
}
interface Facts {
  email: string | null;
  phone: string | null;
  jobs: Job[];
  school: string;
  credentials: string[];
  monthStyle: 'name' | 'numeric';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EMPLOYERS = [
  'St. Mary Medical Center',
  'Riverside Health System',
  'Oakwood Nursing Home',
  'Northside Rehabilitation Hospital',
  'Sunrise Senior Living',
  'Valley Children’s Hospital',
];
const TITLES = [
  'Registered Nurse',
  'Charge Nurse',
  'Staff Nurse - Telemetry',
  'Licensed Practical Nurse',
  'Certified Nursing Assistant',
];

export const ymAdd = (ym: string, months: number): string => {
  const [y, m] = ym.split('-').map(Number);
  const t = y * 12 + m - 1 + months;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};
const span = (a: string, b: string): number => {
  const [ay, am] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  return (by - ay) * 12 + bm - am + 1;
};

function when(ym: string | null, style: Facts['monthStyle']): string {
  if (!ym) return 'Present';
  const [y, m] = ym.split('-').map(Number);
  return style === 'name' ? `${MONTHS[m - 1]} ${y}` : `${String(m).padStart(2, '0')}/${y}`;
}

/** Three consecutive jobs ending now, newest first. */
function jobs(ctx: Ctx): Job[] {
  const now = ctx.validOn.slice(0, 7);
  const s1 = ymAdd(now, -ctx.rng.int(14, 30));
  const e2 = ymAdd(s1, -1);
  const s2 = ymAdd(e2, -ctx.rng.int(18, 36));
  const e3 = ymAdd(s2, -1);
  const s3 = ymAdd(e3, -ctx.rng.int(12, 24));
  const [a, b, c] = [0, 1, 2].map((i) => EMPLOYERS[(ctx.rng.int(0, 5) + i * 2) % EMPLOYERS.length]);
  return [
    { title: TITLES[0], employer: a, start: s1, end: null },
    { title: TITLES[2], employer: b, start: s2, end: e2 },
    { title: TITLES[4], employer: c, start: s3, end: e3 },
  ];
}

function header(p: Flow, f: Facts, ctx: Ctx): void {
  if (ctx.holder.name) p.text(ctx.holder.name, { font: 'bold', size: 20 });
  const contact = [f.email, f.phone, 'Columbus, OH'].filter(Boolean).join(' | ');
  p.text(contact, { size: 10 });
  p.rule();
  p.text('Professional Summary', { font: 'bold', size: 13 });
  p.text(`Compassionate nurse with acute care and long-term care experience. ${f.credentials.join(', ')}.`, {
    size: 10,
  });
}

function footer(p: Flow, f: Facts): void {
  p.gap(4).text('Education', { font: 'bold', size: 13 });
  p.text(`${f.school} - Bachelor of Science in Nursing (BSN), 2016`, { size: 10 });
  p.gap(4).text('Licenses and Certifications', { font: 'bold', size: 13 });
  p.text(f.credentials.map((c) => (c === 'RN' ? 'RN, Ohio Board of Nursing' : c)).join('; '), { size: 10 });
}

function layout(style: 'chronological' | 'pipe' | 'two_line') {
  return (f: Facts, ctx: Ctx) => {
    const p = new Flow(LETTER.width, LETTER.height);
    header(p, f, ctx);
    p.gap(4).text(style === 'pipe' ? 'Work History' : 'Professional Experience', { font: 'bold', size: 13 });
    for (const j of f.jobs) {
      const dates = `${when(j.start, f.monthStyle)} – ${when(j.end, f.monthStyle)}`;
      if (style === 'chronological') {
        p.text(`${j.title}, ${j.employer}`, { font: 'bold', size: 11 });
        p.text(dates, { size: 10 });
      } else if (style === 'pipe') {
        p.text(`${j.title} | ${j.employer} | ${dates}`, { size: 10.5 });
      } else {
        p.text(j.title, { font: 'bold', size: 11 });
        p.text(`${j.employer}, Columbus, OH`, { size: 10, advance: false });
        p.text(dates, { size: 10, x: 400 });
      }
      p.text('- Provided patient care for 5-6 patients per shift; documented in Epic.', { size: 9.5 });
    }
    footer(p, f);
    return p.page();
  };
}

/** Total months covered by the jobs (overlaps once, "Present" = the month of valid_on), counted independently of the engine. */
export function totalMonths(f: Facts, now: string): number {
  const spans = f.jobs
    .map((j) => [j.start, j.end ?? now] as const)
    .filter(([a, b]) => a <= b)
    .sort();
  let total = 0;
  let cur: [string, string] | null = null;
  for (const [a, b] of spans) {
    if (cur && a <= ymAdd(cur[1], 1)) cur[1] = b > cur[1] ? b : cur[1];
    else {
      if (cur) total += span(cur[0], cur[1]);
      cur = [a, b];
    }
  }
  return cur ? total + span(cur[0], cur[1]) : total;
}

export const resumeSpec: TypeSpec<Facts> = {
  type: 'resume',
  printsDob: false,
  layouts: { chronological: layout('chronological'), pipe: layout('pipe'), two_line: layout('two_line') },
  rotation: ['chronological', 'pipe', 'two_line'],
  base: (ctx) => ({
    email: `${ctx.person.first_name.toLowerCase().replace(/[^a-z]/g, '')}.${ctx.person.last_name.toLowerCase().replace(/[^a-z]/g, '')}@mail.com`,
    phone: `(614) 555-0${ctx.rng.int(100, 199)}`,
    jobs: jobs(ctx),
    school: 'Ohio State University',
    credentials: ['RN', 'BLS', 'ACLS'],
    monthStyle: ctx.rng.pick(['name', 'numeric'] as const),
  }),
  fields: (f, ctx) => ({
    'work_history.length': f.jobs.length,
    'work_history.0.start_date': f.jobs[0]?.start,
    'work_history.0.end_date': f.jobs[0] ? f.jobs[0].end : undefined,
    total_experience_months: totalMonths(f, ctx.validOn.slice(0, 7)),
  }),
  scenarios: [
    { name: 'valid chronological', issues: [], layout: 'chronological' },
    { name: 'valid pipe', issues: [], layout: 'pipe' },
    { name: 'valid two line', issues: [], layout: 'two_line' },
    { name: 'experience requirement met', issues: [], rules: { min_experience_months: 24 } },
    {
      name: 'insufficient experience',
      issues: ['insufficient experience'],
      rules: { min_experience_months: 240 },
    },
    { name: 'no work history', issues: ['no work history'], apply: (f) => void (f.jobs = []) },
    {
      name: 'no recent experience',
      issues: ['no recent experience'],
      rules: { recent_within_months: 12 },
      apply: (f, c) => {
        const now = c.validOn.slice(0, 7);
        f.jobs = f.jobs
          .slice(1)
          .map((j, i) => ({ ...j, end: ymAdd(now, -(30 + i * 30)), start: ymAdd(now, -(50 + i * 40)) }));
      },
    },
    {
      name: 'employment gap',
      issues: ['employment gap'],
      rules: { max_gap_months: 3 },
      apply: (f) => void (f.jobs[1].end = ymAdd(f.jobs[0].start, -9)),
    },
    {
      name: 'gap within allowance',
      issues: [],
      rules: { max_gap_months: 12 },
      apply: (f) => void (f.jobs[1].end = ymAdd(f.jobs[0].start, -9)),
    },
    {
      name: 'missing keyword',
      issues: ['missing required keyword'],
      rules: { required_keywords: ['ICU', 'BLS'] },
    },
    { name: 'keywords present', issues: [], rules: { required_keywords: ['BLS', 'telemetry'] } },
    {
      name: 'no contact details',
      issues: ['missing contact information'],
      apply: (f) => {
        f.email = null;
        f.phone = null;
      },
    },
    {
      name: 'end before start',
      issues: ['inconsistent dates'],
      apply: (f) => {
        const j = f.jobs[1];
        f.jobs[1] = { ...j, start: j.end as string, end: j.start };
      },
    },
  ],
};
