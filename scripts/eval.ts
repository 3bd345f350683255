// Corpus evaluation: renders the fixture corpus (cached per seed under .eval/), reads every file with the
// real reader, runs the understanding and checks, and prints decision accuracy, issue precision/recall,
// field accuracy and confidence per type. Writes .eval/report.json.
//   --seed N        another corpus drawn from the same scenarios (held-out people, dates, layouts, media)
//   --type T        only cases whose type (or id prefix) is T
//   --source-text   understanding alone on the text each page was generated from (no reading involved)
//   --cached-reads  re-score the reads the last full run stored beside the corpus files
//   --show ID       print the text and the outcome of the matching cases
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { effectiveRules, DOCUMENT_RULE_DEFAULTS } from '../src/domain/rules';
import type { DocumentJob } from '../src/engines/contract';
import type { DocumentReader, ReadDocument } from '../src/engines/document/reading/types';
import { understandAndDecide } from '../src/engines/document/index';
import { corpusCases, DEFAULT_SEED, extensionOf, materialise } from '../test/corpus/index';
import type { CorpusCase } from '../test/corpus/index';
import { summarise, scoreCase } from '../test/corpus/score';
import type { CaseResult } from '../test/corpus/score';

const ROOT = path.resolve(__dirname, '..', '..');
const EVAL_DIR = path.join(ROOT, '.eval');

function arg(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? '') : null;
}

export function jobFor(c: CorpusCase): DocumentJob {
  return {
    verificationId: c.id,
    accountId: 'eval',
    document: { url: `file://${c.id}`, type: c.type },
    person: c.person,
    rules: effectiveRules(DOCUMENT_RULE_DEFAULTS[c.type], { ...c.rules, valid_on: c.validOn }, c.validOn),
  };
}

function sourceRead(c: CorpusCase): ReadDocument {
  const lines = c.sourceText.split('\n').map((text) => ({ text, confidence: 100 }));
  return {
    format: 'pdf',
    pages: [{ index: 0, source: 'text_layer', text: c.sourceText, lines, confidence: 100 }],
    text: c.sourceText,
    confidence: 100,
    ocr: false,
  };
}

async function loadReader(): Promise<DocumentReader | null> {
  try {
    // Loaded by path so the evaluation still runs (source-text mode) where the reading stage is absent.
    const mod = (await import(
      pathToFileURL(path.join(__dirname, '..', 'src', 'engines', 'document', 'reading', 'index.js')).href
    )) as {
      createDocumentReader?: (o: { poolSize?: number }) => DocumentReader;
    };
    return mod.createDocumentReader
      ? mod.createDocumentReader({ poolSize: Number(process.env.EVAL_POOL ?? 1) })
      : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const seed = Number(arg('--seed') ?? DEFAULT_SEED);
  const only = arg('--type');
  const sourceMode = process.argv.includes('--source-text');
  const cases = corpusCases(seed).filter((c) => !only || c.type === only || c.id.startsWith(only));
  const results: CaseResult[] = [];
  const cachedMode = process.argv.includes('--cached-reads');
  const cached = (c: CorpusCase): ReadDocument | null => {
    const file = path.join(EVAL_DIR, 'corpus', String(seed), `${c.id}.${extensionOf(c.medium)}.read.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReadDocument) : null;
  };
  const show = arg('--show');
  if (show !== null) {
    for (const c of cases.filter((x) => x.id.includes(show))) {
      const read = (cachedMode ? cached(c) : null) ?? sourceRead(c);
      console.log(
        `--- ${c.id} (${c.layout}, valid_on ${c.validOn})\n${read.pages.map((p) => p.lines.map((l) => `${l.confidence.toFixed(0).padStart(3)} | ${l.text}`).join('\n')).join('\n')}\n`,
      );
      console.log(JSON.stringify(understandAndDecide(read, jobFor(c)), null, 1));
    }
    return;
  }
  if (cachedMode) {
    // Re-scores the reads stored by the last full run: fast iteration on understanding and checks.
    for (const c of cases) {
      const read = cached(c);
      if (read) results.push(scoreCase(c, understandAndDecide(read, jobFor(c)), read));
    }
  } else if (sourceMode) {
    // An unreadable photo has a perfect source text, so it says nothing about understanding.
    for (const c of cases.filter((x) => x.quality !== 'poor'))
      results.push(scoreCase(c, understandAndDecide(sourceRead(c), jobFor(c)), null));
  } else {
    const reader = await loadReader();
    if (!reader) {
      console.error(
        'The reading stage (src/engines/document/reading/index.ts) is not available: use --source-text.',
      );
      process.exitCode = 2;
      return;
    }
    const files = await materialise(path.join(EVAL_DIR, 'corpus'), seed, cases);
    try {
      for (const c of cases) {
        const started = Date.now();
        try {
          const read = await reader.readBytes(fs.readFileSync(files.get(c.id) as string));
          // What the reader saw, kept beside the corpus for anyone investigating a wrong decision.
          fs.writeFileSync(`${files.get(c.id)}.read.json`, JSON.stringify(read, null, 1));
          results.push(scoreCase(c, understandAndDecide(read, jobFor(c)), read, Date.now() - started));
        } catch (err) {
          results.push(
            scoreCase(c, null, null, Date.now() - started, err instanceof Error ? err.message : String(err)),
          );
        }
        if (process.env.EVAL_VERBOSE)
          process.stderr.write(`${c.id} ${results[results.length - 1].decisionOk ? 'ok' : 'WRONG'}\n`);
      }
    } finally {
      await reader.close();
    }
  }
  const mode = cachedMode ? 'cached-reads' : sourceMode ? 'source-text' : 'reader';
  const report = summarise(results, { seed, mode });
  fs.mkdirSync(EVAL_DIR, { recursive: true });
  const name = [mode === 'reader' ? '' : mode, seed === DEFAULT_SEED ? '' : `seed-${seed}`]
    .filter(Boolean)
    .join('.');
  const out = path.join(EVAL_DIR, name ? `report.${name}.json` : 'report.json');
  fs.writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(report.table);
  console.log(`\nreport: ${path.relative(ROOT, out)}`);
}

void main();
