#!/usr/bin/env node
// Builds the blind document corpus: every family under eval/blind/families/<type>/<family>.mjs gives cases
// (facts → HTML + expectations); each case's HTML is printed to PDF by headless Chromium and turned into its
// rendering (text PDF, scanned PDF, phone photo, flatbed scan image, fax); OUT/cases.json follows the format of
// shared/corpus/outside-a/cases.json.
//
//   node eval/blind/build.mjs --out .eval/blind [--types tuberculosis_test,resume] [--families tst_clinic_form,...]
//        [--seed blind-1] [--split blind|tuning|all] [--no-render] [--force] [--list] [--rendering photo]
//
// Needs (Debian packages, none from npm beyond what package.json already has — sharp, pdf-lib, mupdf):
//   chromium                       HTML → PDF (headless, driven over --remote-debugging-pipe)
//   fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea fonts-open-sans fonts-roboto-unhinted
//   fonts-lato fonts-courier-prime fonts-dejavu-core          print faces
//   fonts-dkg-handwriting fonts-breip fonts-humor-sans fonts-comic-neue   handwritten entries
//   fonts-kristi fonts-dancingscript fonts-kaushanscript                                 signatures
//   (poppler-utils is handy to look at the output: pdftoppm -r 60 -png file.pdf /tmp/x)
//   apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation2 fonts-crosextra-carlito \
//     fonts-crosextra-caladea fonts-open-sans fonts-roboto-unhinted fonts-lato fonts-courier-prime fonts-dejavu-core \
//     fonts-dkg-handwriting fonts-breip fonts-humor-sans fonts-comic-neue fonts-kristi \
//     fonts-dancingscript fonts-kaushanscript
//
// Deterministic for a given --seed: the cases, their expectations, file names and renderings depend on the seed and
// the case id only (PDF bytes may differ between Chromium versions). Files whose inputs did not change are kept
// (OUT/.manifest.json) unless --force.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ISSUE_LEVELS,
  TYPES,
  TYPE_PREFIX,
  VALID_ON,
  decide,
  makeRng,
  peoplePicker,
  requestPerson,
} from './lib/core.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const RENDER_VERSION = 'r5';

function parseArgs(argv) {
  const a = {
    out: '.eval/blind',
    seed: 'blind-1',
    split: 'all',
    types: null,
    families: null,
    render: true,
    force: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = () => argv[++i];
    if (k === '--out') a.out = v();
    else if (k === '--seed') a.seed = v();
    else if (k === '--split') a.split = v();
    else if (k === '--types')
      a.types = v()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (k === '--families')
      a.families = v()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (k === '--no-render') a.render = false;
    else if (k === '--force') a.force = true;
    else if (k === '--rendering')
      a.rendering = v(); // debugging: force one rendering for every case
    else if (k === '--list')
      a.list = true; // print the families (type, name, split, cases) and stop
    else if (k === '--help' || k === '-h') {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('\n')
          .slice(1, 20)
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  return a;
}

const DEFAULT_WEIGHTS = { text_pdf: 40, scanned_pdf: 25, photo: 18, scan_image: 10, fax: 7 };
const RENDERINGS = Object.keys(DEFAULT_WEIGHTS);

/** Deterministic, balanced-ish rendering assignment: weighted pick by the case's own rng. */
function pickRendering(rng, weights) {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [r, w] of entries) {
    if ((x -= w) < 0) return r;
  }
  return entries[entries.length - 1][0];
}

function variantFor(rendering, rng) {
  if (rendering === 'photo')
    return {
      ext: rng.chance(0.12) ? 'webp' : rng.chance(0.08) ? 'png' : 'jpg',
      turn: rng.chance(0.08) ? rng.pick([90, 270]) : 0,
    };
  if (rendering === 'scan_image') return { ext: rng.chance(0.75) ? 'png' : 'jpg' };
  if (rendering === 'fax') {
    const day = 10 + rng.int(0, 10);
    const header = `NOV-${day}-2026  ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   FROM: ${rng.int(201, 989)} 555 ${String(rng.int(0, 9999)).padStart(4, '0')}   TO: CREDENTIALING   P. 001/001`;
    return { ext: rng.chance(0.5) ? 'tif' : 'png', faxHeader: rng.chance(0.8) ? header : '' };
  }
  return {};
}

export async function loadFamilies({ types, families, split }) {
  const out = [];
  for (const type of TYPES) {
    if (types && !types.includes(type)) continue;
    const dir = join(HERE, 'families', type);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.mjs'))
      .sort()) {
      const mod = await import(pathToFileURL(join(dir, f)).href);
      const fam = mod.family;
      if (!fam || typeof mod.cases !== 'function')
        throw new Error(`${type}/${f}: must export family and cases()`);
      if (fam.type !== type) throw new Error(`${type}/${f}: family.type is ${fam.type}`);
      if (`${fam.name}.mjs` !== f) throw new Error(`${type}/${f}: family.name must be the file name`);
      if (families && !families.includes(fam.name)) continue;
      if (split !== 'all' && (fam.split || 'blind') !== split) continue;
      out.push({ ...fam, split: fam.split || 'blind', cases: mod.cases });
    }
  }
  return out;
}

/** Expands one family into finished case records (without files). */
export function expandFamily(fam, seed) {
  const rng = makeRng(`${seed}:${fam.type}:${fam.name}`);
  const kit = { rng, person: peoplePicker(rng), requestPerson };
  const raw = fam.cases(kit);
  const seen = new Set();
  return raw.map((c) => {
    if (!c.key || seen.has(c.key)) throw new Error(`${fam.name}: missing or repeated case key ${c.key}`);
    seen.add(c.key);
    const type = c.document_type || fam.type;
    const id = `${TYPE_PREFIX[fam.type]}-${fam.name}-${c.key}`;
    const issues = [...new Set(c.issues || [])];
    const decision = decide(type, issues);
    if (c.decision && c.decision !== decision)
      throw new Error(`${id}: decision ${c.decision} disagrees with issues ${issues}`);
    for (const i of c.forbidden || [])
      if (!ISSUE_LEVELS[type][i]) throw new Error(`${id}: forbidden '${i}' is not an issue of ${type}`);
    const caseRng = makeRng(`${seed}:${id}:render`);
    let weights = c.renderings || fam.renderings || DEFAULT_WEIGHTS;
    if (fam.multipage || c.multipage) weights = { text_pdf: 55, scanned_pdf: 45 };
    const rendering = c.rendering || pickRendering(caseRng, weights);
    if (!RENDERINGS.includes(rendering)) throw new Error(`${id}: unknown rendering ${rendering}`);
    const variant = { ...variantFor(rendering, caseRng), ...(c.variant || {}) };
    const expect = { decision, issues_required: issues };
    if (c.forbidden?.length) expect.issues_forbidden = [...new Set(c.forbidden)];
    expect.data = c.data || {};
    const name = 'bl-' + createHash('sha256').update(`${seed}|${id}`).digest('hex').slice(0, 12);
    return {
      id,
      type,
      fam,
      html: c.html,
      rendering,
      variant,
      name,
      renderSeed: `${seed}:${id}:pixels`,
      record: {
        id,
        file: null,
        document_type: type,
        layout: fam.name,
        split: fam.split,
        rendering,
        format: null,
        person: c.person,
        rules: { valid_on: VALID_ON, ...(c.rules || {}) },
        expect,
        ...(c.note ? { note: c.note } : {}),
      },
    };
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const out = resolve(args.out);
  const filesDir = join(out, 'files');
  const fams = await loadFamilies(args);
  if (!fams.length) throw new Error('no family selected');
  const all = fams.flatMap((f) => expandFamily(f, args.seed));
  if (args.list) {
    for (const f of fams)
      console.log([f.type, f.name, f.split, all.filter((c) => c.fam === f).length, f.description].join('\t'));
    return;
  }
  mkdirSync(filesDir, { recursive: true });
  if (args.rendering)
    for (const c of all) {
      c.rendering = args.rendering;
      c.record.rendering = args.rendering;
      c.variant = variantFor(args.rendering, makeRng(c.renderSeed));
    }
  const manifestFile = join(out, '.manifest.json');
  const manifest =
    existsSync(manifestFile) && !args.force ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const t0 = Date.now();
  let browser = null;
  let rendered = 0;
  const { openBrowser, renderFile } = args.render ? await import('./lib/render.mjs') : {};
  try {
    for (const c of all) {
      const key = createHash('sha256')
        .update(JSON.stringify([RENDER_VERSION, c.html, c.rendering, c.variant, c.renderSeed]))
        .digest('hex');
      const prev = manifest[c.name];
      if (prev && prev.key === key && existsSync(join(filesDir, prev.file))) {
        c.record.file = prev.file;
        c.record.format = prev.ext;
        continue;
      }
      if (!args.render) {
        c.record.file = `${c.name}.?`;
        continue;
      }
      if (!browser) browser = await openBrowser();
      const pdf = await browser.pdf(c.html);
      const { buffer, ext } = await renderFile(pdf, c.rendering, makeRng(c.renderSeed), c.variant);
      if (prev && prev.file !== `${c.name}.${ext}`) rmSync(join(filesDir, prev.file), { force: true });
      writeFileSync(join(filesDir, `${c.name}.${ext}`), buffer);
      manifest[c.name] = { key, file: `${c.name}.${ext}`, ext };
      c.record.file = `${c.name}.${ext}`;
      c.record.format = ext;
      rendered++;
      if (rendered % 10 === 0)
        console.log(`  rendered ${rendered} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
  } finally {
    if (browser) await browser.close();
  }
  if (args.render && !args.types && !args.families && args.split === 'all' && !args.rendering) {
    // a full build: drop files and manifest entries that no case uses any more
    const used = new Set(all.map((c) => c.record.file));
    for (const f of readdirSync(filesDir)) if (!used.has(f)) rmSync(join(filesDir, f), { force: true });
    for (const [n, m] of Object.entries(manifest)) if (!used.has(m.file)) delete manifest[n];
  }
  if (args.render) writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
  const levels = {};
  for (const t of [...new Set(all.map((c) => c.type))].sort()) levels[t] = ISSUE_LEVELS[t];
  const corpus = {
    valid_on: VALID_ON,
    generated_by: `eval/blind/build.mjs (seed ${args.seed}): hand-written HTML layout families from DOMAIN.md, printed by headless Chromium, scans/photos/faxes derived with mupdf, sharp and pdf-lib`,
    issue_levels: levels,
    cases: all.map((c) => c.record),
  };
  writeFileSync(join(out, 'cases.json'), JSON.stringify(corpus, null, 1) + '\n');
  const byType = {};
  const byRendering = {};
  for (const c of all) {
    byType[c.record.document_type] = (byType[c.record.document_type] || 0) + 1;
    byRendering[c.rendering] = (byRendering[c.rendering] || 0) + 1;
  }
  console.log(
    `blind corpus: ${all.length} cases from ${fams.length} families → ${out} (${rendered} files rendered in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  console.log('  by type:', JSON.stringify(byType));
  console.log('  by rendering:', JSON.stringify(byRendering));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e.stack || String(e));
    process.exit(1);
  });
}
