#!/usr/bin/env node
// Validates a built corpus against the outside-a cases.json format and DOMAIN.md's issue tables:
//   node eval/blind/check.mjs [.eval/blind]
// Checks: top-level keys, every case's keys and value sets, unique ids, every file exists and is non-empty with the
// right magic bytes for its format, every issue is an issue of its type, the decision follows from the issues,
// issues_required and issues_forbidden do not overlap, data paths start with a field of the type, dates are ISO.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ISSUE_LEVELS, decide } from './lib/core.mjs';

const dir = resolve(process.argv[2] || '.eval/blind');
const corpus = JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8'));
const problems = [];
const bad = (id, msg) => problems.push(`${id}: ${msg}`);

for (const k of ['valid_on', 'generated_by', 'issue_levels', 'cases'])
  if (!(k in corpus)) bad('corpus', `missing ${k}`);
const FIELDS = {
  tuberculosis_test: ['tests'],
  covid_vaccination: ['record_type', 'doses', 'declination'],
  flu_vaccination: ['record_type', 'season', 'vaccinations', 'declination'],
  life_support_certification: ['certifications'],
  food_handler_certification: ['certificate'],
  alcohol_handler_certification: ['certificate'],
  physical_exam: ['exam_date', 'examiner', 'clearance', 'restrictions'],
  partner_health_badge: ['badge'],
  resume: [
    'contact',
    'work_history',
    'education',
    'credentials_mentioned',
    'total_experience_months',
    'gaps',
  ],
};
const MAGIC = { pdf: '%PDF', png: '\x89PNG', jpg: '\xff\xd8\xff', tif: ['II*\x00', 'MM\x00*'], webp: 'RIFF' };
const ids = new Set();
const count = { type: {}, rendering: {}, decision: {}, format: {}, layout: {} };
for (const c of corpus.cases) {
  const id = c.id || '(no id)';
  for (const k of [
    'id',
    'file',
    'document_type',
    'layout',
    'rendering',
    'format',
    'person',
    'rules',
    'expect',
  ])
    if (!(k in c)) bad(id, `missing ${k}`);
  if (ids.has(id)) bad(id, 'duplicate id');
  ids.add(id);
  const levels = ISSUE_LEVELS[c.document_type];
  if (!levels) {
    bad(id, `unknown type ${c.document_type}`);
    continue;
  }
  if (JSON.stringify(corpus.issue_levels[c.document_type]) !== JSON.stringify(levels))
    bad(id, 'issue_levels of its type differ from DOMAIN.md');
  const f = join(dir, 'files', c.file);
  if (!existsSync(f) || statSync(f).size < 500) bad(id, `file ${c.file} missing or tiny`);
  else {
    const head = readFileSync(f).subarray(0, 4).toString('latin1');
    const want = MAGIC[c.format];
    if (!want || !(Array.isArray(want) ? want.includes(head) : head.startsWith(want)))
      bad(id, `file ${c.file} is not ${c.format}`);
  }
  if (!c.file.endsWith(`.${c.format}`)) bad(id, 'format does not match the file extension');
  if (!c.person?.first_name || !c.person?.last_name) bad(id, 'person needs first and last name');
  if (c.person?.dob && !/^\d{4}-\d{2}-\d{2}$/.test(c.person.dob)) bad(id, 'person.dob not ISO');
  if (c.rules?.valid_on !== corpus.valid_on) bad(id, 'rules.valid_on differs from the corpus valid_on');
  const e = c.expect || {};
  for (const i of [...(e.issues_required || []), ...(e.issues_forbidden || [])])
    if (!levels[i]) bad(id, `'${i}' is not an issue of ${c.document_type}`);
  for (const i of e.issues_forbidden || [])
    if ((e.issues_required || []).includes(i)) bad(id, `'${i}' both required and forbidden`);
  if (e.decision !== decide(c.document_type, e.issues_required || []))
    bad(id, `decision ${e.decision} does not follow from ${JSON.stringify(e.issues_required)}`);
  if (e.decision === 'accepted' && (e.issues_required || []).length) bad(id, 'accepted with required issues');
  for (const [p, v] of Object.entries(e.data || {})) {
    const root = p.split('.')[0];
    if (root !== 'person' && !FIELDS[c.document_type].includes(root))
      bad(id, `data path ${p} is not a field of ${c.document_type}`);
    if (/date$/.test(p) && v !== null && !/^\d{4}-\d{2}(-\d{2})?$/.test(v))
      bad(id, `data ${p} = ${v} is not an ISO date`);
    if (v === undefined) bad(id, `data ${p} undefined`);
  }
  count.type[c.document_type] = (count.type[c.document_type] || 0) + 1;
  count.rendering[c.rendering] = (count.rendering[c.rendering] || 0) + 1;
  count.decision[e.decision] = (count.decision[e.decision] || 0) + 1;
  count.format[c.format] = (count.format[c.format] || 0) + 1;
  const lk = `${c.id.split('-')[0]}/${c.layout}`;
  count.layout[lk] = (count.layout[lk] || 0) + 1;
}
console.log(JSON.stringify({ cases: corpus.cases.length, ...count, layout: undefined }, null, 1));
console.log(`families: ${Object.keys(count.layout).length}`);
if (problems.length) {
  console.log(`${problems.length} problems:`);
  for (const p of problems) console.log('  ' + p);
  process.exit(1);
}
console.log('cases.json OK');
