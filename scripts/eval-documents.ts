// npm run eval — the document engine scored the way users meet it: through the public API of the real
// service, on documents it was not written against, in three columns:
//   tuning   blind-corpus families that were looked at while debugging (eval/blind, `split: 'tuning'`)
//   blind    blind-corpus families never debugged against (`split: 'blind'`)
//   outside  the outside sample (../shared/corpus/outside-a), made by another author with other tools
// It builds the blind corpus into .eval/blind (eval/blind/build.mjs; files kept between runs), starts the
// service (dist/src/main.js) on a fresh data directory, scores both case sets with
// ../shared/corpus/eval-docs.mjs, and prints per type and per rendering the decision accuracy of each
// column, then issue recall, field accuracy, false rejections of clean cases, the confidence separation
// (AUROC of confidence, right vs wrong decisions) and the median confidence of wrong decisions.
// Writes .eval/eval.json.
//   EVAL_TYPES     comma-separated document types (default: all nine)
//   SHARED_DIR     where SPEC.md and corpus/ are (default: ../shared beside the project)
//   EVAL_NO_BUILD  1: score .eval/blind as it was last built
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_TYPES } from '../src/shared/value-sets';
import { PROJECT_ROOT, startServiceProcess } from '../test/support/service-process';
import type { Figures, ScoredCase } from './eval-figures';
import { figuresOf } from './eval-figures';

const EVAL_DIR = path.join(PROJECT_ROOT, '.eval');
const BLIND_DIR = path.join(EVAL_DIR, 'blind');
const SHARED = path.resolve(process.env.SHARED_DIR ?? path.join(PROJECT_ROOT, '..', 'shared'));
const OUTSIDE_CASES = path.join(SHARED, 'corpus', 'outside-a', 'cases.json');
const EVAL_DOCS = path.join(SHARED, 'corpus', 'eval-docs.mjs');
const KEY = 'sk_test_evalDOCUMENTS00001';
const COLUMNS = ['tuning', 'blind', 'outside'] as const;
type Column = (typeof COLUMNS)[number];
const RENDERING_NAMES: Record<string, string> = {
  text_pdf: 'text PDF',
  scanned_pdf: 'scanned PDF',
  image: 'image',
  photo: 'photo',
  scan_image: 'scan image',
  fax: 'fax',
};

interface Row extends ScoredCase {
  readonly column: Column;
}

function run(command: string, args: string[], env: Record<string, string>, label: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const relay = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      // Progress only: the scores are read from the report file.
      for (const line of text.split('\n'))
        if (/\d+\/\d+ done|^eval-docs:|rendered/.test(line))
          process.stderr.write(line.startsWith(label) ? `${line.trim()}\n` : `${label}: ${line.trim()}\n`);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) process.stderr.write(`${label} exited ${code}:\n${tail}\n`);
      resolve(code ?? 1);
    });
  });
}

/** The outside sample's cases of the chosen types, in a file eval-docs.mjs reads (files stay where they are). */
function outsideCases(types: ReadonlySet<string>): string | null {
  if (!fs.existsSync(OUTSIDE_CASES) || !fs.existsSync(EVAL_DOCS)) return null;
  const corpus = JSON.parse(fs.readFileSync(OUTSIDE_CASES, 'utf8')) as {
    cases: Array<{ document_type: string }>;
  };
  const file = path.join(EVAL_DIR, 'outside-cases.json');
  const cases = corpus.cases.filter((c) => types.has(c.document_type));
  fs.writeFileSync(file, JSON.stringify({ ...corpus, cases }, null, 1));
  return cases.length > 0 ? file : null;
}

async function score(
  base: string,
  casesFile: string,
  filesDir: string,
  report: string,
  label: string,
): Promise<ScoredCase[]> {
  fs.rmSync(report, { force: true });
  await run(
    process.execPath,
    [EVAL_DOCS],
    {
      BASE_URL: base,
      KEY_TEST_ACME: KEY,
      DOC_EVAL_CASES: casesFile,
      DOC_EVAL_FILES: filesDir,
      DOC_EVAL_REPORT: report,
      DOC_EVAL_MIN: '0',
      DOC_EVAL_TOTAL_S: '7200',
      DOC_EVAL_CASE_TIMEOUT_S: '300',
    },
    label,
  );
  if (!fs.existsSync(report)) throw new Error(`${label}: eval-docs.mjs wrote no report`);
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as { cases?: ScoredCase[]; error?: string };
  if (!parsed.cases) throw new Error(`${label}: ${parsed.error ?? 'no cases scored'}`);
  return parsed.cases;
}

function table(title: string, groups: ReadonlyArray<[string, readonly Row[]]>): string[] {
  const lines = [[title, ...COLUMNS]];
  for (const [name, rows] of groups)
    lines.push([
      name,
      ...COLUMNS.map((column) => {
        const f = figuresOf(rows.filter((r) => r.column === column));
        return f.cases === 0 ? '-' : `${f.decisionAccuracy} (${f.right}/${f.cases})`;
      }),
    ]);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) =>
    l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i] + 2))).join(''),
  );
}

/** The round a blind-corpus family was written in: its `rN_` prefix, or the first round's families. */
const roundOf = (layout: string | undefined): string => /^(r\d+)_/.exec(layout ?? '')?.[1] ?? 'first round';
const roundGroup = (r: Row): string => (r.column === 'outside' ? 'outside sample' : roundOf(r.layout));

function groupBy(rows: readonly Row[], key: (r: Row) => string): Array<[string, Row[]]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

async function main(): Promise<number> {
  const types = new Set(
    (process.env.EVAL_TYPES ?? DOCUMENT_TYPES.join(','))
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  );
  const unknown = [...types].filter((t) => !(DOCUMENT_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0) {
    process.stderr.write(
      `eval: EVAL_TYPES has unknown types: ${unknown.join(', ')} (known: ${DOCUMENT_TYPES.join(', ')})\n`,
    );
    return 2;
  }
  fs.mkdirSync(EVAL_DIR, { recursive: true });
  const fonts = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? '';
  if (!/Liberation Sans/.test(fonts))
    process.stderr.write(
      'eval: the blind corpus fonts are not installed (eval/blind/README.md lists the Debian packages); ' +
        'its documents render in fallback faces and score differently\n',
    );
  if (process.env.EVAL_NO_BUILD !== '1') {
    const args = [path.join(PROJECT_ROOT, 'eval', 'blind', 'build.mjs'), '--out', BLIND_DIR];
    if (types.size < DOCUMENT_TYPES.length) args.push('--types', [...types].join(','));
    if ((await run(process.execPath, args, {}, 'blind corpus')) !== 0) return 1;
  }
  const outside = outsideCases(types);
  if (!outside)
    process.stderr.write(`eval: no outside sample at ${OUTSIDE_CASES}; that column stays empty\n`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-eval-'));
  const service = await startServiceProcess({
    DATA_DIR: dataDir,
    API_KEYS: `${KEY}@eval`,
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    // License checks are not scored here; nothing leaves the machine.
    NPI_REGISTRY_URL: 'http://127.0.0.1:9/',
  });
  // A service that stops on its own leaves the scores incomplete: said, and the evaluation fails.
  let exitedEarly: string | null = null;
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    service.child.once('exit', (code, signal) => {
      if (!stopping) exitedEarly = `the service exited (${code ?? signal}) during the evaluation`;
      resolve();
    }),
  );
  const rows: Row[] = [];
  try {
    const blind = await score(
      service.base,
      path.join(BLIND_DIR, 'cases.json'),
      path.join(BLIND_DIR, 'files'),
      path.join(EVAL_DIR, 'eval-blind-corpus.json'),
      'blind corpus',
    );
    if (exitedEarly) throw new Error(exitedEarly);
    const splits = JSON.parse(fs.readFileSync(path.join(BLIND_DIR, 'cases.json'), 'utf8')) as {
      cases: Array<{ id: string; split?: string }>;
    };
    const splitOf = new Map(
      splits.cases.map((c) => [c.id, c.split === 'tuning' ? 'tuning' : 'blind'] as const),
    );
    for (const c of blind) if (types.has(c.type)) rows.push({ ...c, column: splitOf.get(c.id) ?? 'blind' });
    if (outside) {
      const scored = await score(
        service.base,
        outside,
        path.join(path.dirname(OUTSIDE_CASES), 'files'),
        path.join(EVAL_DIR, 'eval-outside.json'),
        'outside sample',
      );
      if (exitedEarly) throw new Error(exitedEarly);
      for (const c of scored) rows.push({ ...c, column: 'outside' });
    }
  } finally {
    stopping = true;
    if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (exitedEarly) {
    process.stderr.write(`eval: ${exitedEarly}; no figures\n`);
    return 1;
  }

  const out: string[] = ['decision accuracy (right/cases)', ''];
  out.push(
    ...table(
      'document type',
      groupBy(rows, (r) => r.type),
    ),
    '',
  );
  out.push(
    ...table(
      'rendering',
      groupBy(rows, (r) => RENDERING_NAMES[r.rendering] ?? r.rendering),
    ),
    '',
  );
  out.push(...table('families by round', groupBy(rows, roundGroup)), '');
  out.push(...table('TOTAL', [['all', rows]]), '');
  const byColumn = Object.fromEntries(
    COLUMNS.map((c) => [c, figuresOf(rows.filter((r) => r.column === c))]),
  ) as Record<Column, Figures>;
  const measures: Array<[string, (f: Figures) => string]> = [
    ['issue recall', (f) => f.issueRecall],
    ['field accuracy', (f) => f.fieldAccuracy],
    ['false rejections', (f) => `${f.falseRejectionRate} (${f.falseRejections}/${f.cleanCases})`],
    ['AUROC right vs wrong', (f) => (f.auroc === null ? '-' : f.auroc.toFixed(3))],
    [
      'median conf. of wrong',
      (f) => (f.medianWrongConfidence === null ? '-' : String(f.medianWrongConfidence)),
    ],
  ];
  const lines = [
    ['measure', ...COLUMNS],
    ...measures.map(([name, show]) => [name, ...COLUMNS.map((c) => show(byColumn[c]))]),
  ];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  out.push(
    ...lines.map((l) =>
      l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i] + 2))).join(''),
    ),
  );
  const wrong = rows.filter((r) => !r.decision_ok && r.column !== 'blind');
  if (wrong.length > 0) {
    // Blind cases stay unnamed: their scores are read, their documents are not debugged against.
    out.push('', `wrong decisions outside the blind column: ${wrong.length}`);
    for (const r of wrong)
      out.push(
        `  ${r.column.padEnd(8)} ${r.id.padEnd(44)} want ${r.expect.decision}, got ${r.decision ?? 'no answer'} (conf ${r.confidence ?? '-'})`,
      );
  }
  const report = path.join(EVAL_DIR, 'eval.json');
  fs.writeFileSync(
    report,
    JSON.stringify(
      {
        finished_at: new Date().toISOString(),
        types: [...types],
        columns: byColumn,
        by_type: Object.fromEntries(
          groupBy(rows, (r) => r.type).map(([k, v]) => [
            k,
            Object.fromEntries(COLUMNS.map((c) => [c, figuresOf(v.filter((r) => r.column === c))])),
          ]),
        ),
        by_round: Object.fromEntries(
          groupBy(rows, roundGroup).map(([k, v]) => [
            k,
            Object.fromEntries(COLUMNS.map((c) => [c, figuresOf(v.filter((r) => r.column === c))])),
          ]),
        ),
        by_rendering: Object.fromEntries(
          groupBy(rows, (r) => r.rendering).map(([k, v]) => [
            k,
            Object.fromEntries(COLUMNS.map((c) => [c, figuresOf(v.filter((r) => r.column === c))])),
          ]),
        ),
      },
      null,
      2,
    ),
  );
  out.push('', `report: ${path.relative(PROJECT_ROOT, report)}`);
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

// Node ends a process whose event loop has emptied with code 0; here that would be a wait nothing can end.
let finished = false;
process.once('beforeExit', () => {
  if (finished) return;
  process.stderr.write('eval: stopped before its figures were complete (a wait that nothing ended)\n');
  process.exit(1);
});

main().then(
  (code) => {
    finished = true;
    process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`eval: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
