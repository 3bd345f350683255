// `licenses import FILE --source NAME` and `licenses stats`: the embedded license registry in
// DATA_DIR/licenses.db. An import is all or nothing: a file that cannot be read changes nothing, while
// single bad rows are rejected, counted and listed.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ImportError, importLicenseCsv } from '../engines/license/registry/import';
import type { ImportSummary } from '../engines/license/registry/import';
import { openLicenseRegistry } from '../engines/license/registry/registry';
import type { CountBy } from '../engines/license/registry/registry';
import type { Command, CommandIo } from './command';
import { CommandFailed, JSON_OPTION, UsageError, dataDirOf, fmt, stringOption, userPath } from './command';
import { createProgress } from './progress';

const CSV_HEADER =
  'jurisdiction,license_type,number,first_name,middle_name,last_name,status,issue_date,expiration_date,discipline,source,source_url';
const REJECTED_LISTED = 20;

function printSummary(io: CommandIo, file: string, summary: ImportSummary, seconds: number): void {
  const lines = [
    `Imported ${file} in ${seconds.toFixed(1)} s`,
    `  rows read   ${fmt(summary.rows)}`,
    `  inserted    ${fmt(summary.inserted)}`,
    `  updated     ${fmt(summary.updated)}`,
    `  duplicates  ${fmt(summary.duplicates)} (later row in the file kept)`,
    `  rejected    ${fmt(summary.rejectedCount)}`,
  ];
  const listed = summary.rejected.slice(0, REJECTED_LISTED);
  if (listed.length > 0) {
    lines.push(`Rejected rows${summary.rejectedCount > listed.length ? ` (first ${listed.length})` : ''}:`);
    for (const row of listed) lines.push(`  line ${row.line}: ${row.reasons.join('; ')}`);
    const more = summary.rejectedCount - listed.length;
    if (more > 0) lines.push(`  … and ${fmt(more)} more`);
  }
  io.stdout.write(`${lines.join('\n')}\n`);
}

const importCommand: Command = {
  words: ['licenses', 'import'],
  positionals: ['FILE'],
  options: {
    source: {
      type: 'string',
      display: '--source NAME',
      description: "name of the source, replacing the file's source column",
    },
  },
  summary: "import a board's license file (CSV) into the registry",
  details: [
    `CSV header: ${CSV_HEADER}`,
    'Records already present (same jurisdiction, type and number) are updated; rejected rows are listed.',
    'Exit 0 when the file was imported (even with rejected rows), 1 when nothing was changed.',
  ].join('\n'),
  async run(args, io) {
    const file = userPath(io, args.positionals[0]);
    const source = stringOption(args, 'source');
    if (source !== undefined && !source.trim()) throw new UsageError('--source needs a NAME');
    if (!fs.existsSync(file)) throw new CommandFailed(`no such file: ${args.positionals[0]}`);
    const registry = openLicenseRegistry(dataDirOf(io));
    const progress = createProgress(io, { label: 'licenses import', unit: 'rows' });
    const started = performance.now();
    try {
      const summary = await importLicenseCsv(registry, file, {
        source: source?.trim(),
        onProgress: (p) =>
          progress.update(
            p.rows,
            p.totalBytes ? p.bytes / p.totalBytes : undefined,
            p.phase === 'merging' ? 'merging into the registry' : `${fmt(p.rejected)} rejected`,
            p.phase === 'merging',
          ),
      });
      progress.finish();
      printSummary(io, args.positionals[0], summary, (performance.now() - started) / 1000);
      return 0;
    } catch (error) {
      progress.finish();
      const reason =
        error instanceof ImportError ? error.message : `import failed: ${(error as Error).message}`;
      throw new CommandFailed(`${reason}; the registry was not changed`);
    } finally {
      registry.close();
    }
  },
};

function printCounts(title: string, rows: readonly CountBy[]): string[] {
  const width = Math.max(8, ...rows.map((row) => row.key.length));
  return [`${title}:`, ...rows.map((row) => `  ${row.key.padEnd(width)} ${fmt(row.count).padStart(12)}`)];
}

const statsCommand: Command = {
  words: ['licenses', 'stats'],
  positionals: [],
  options: { json: JSON_OPTION },
  summary: 'count registry records per jurisdiction, type and status',
  async run(args, io) {
    const dataDir = dataDirOf(io);
    const registry = openLicenseRegistry(dataDir);
    let stats;
    try {
      stats = registry.stats();
    } finally {
      registry.close();
    }
    if (args.values.json) {
      const counts = (rows: readonly CountBy[]) => Object.fromEntries(rows.map((r) => [r.key, r.count]));
      const json = {
        total: stats.total,
        last_import_at: stats.lastImportAt,
        by_jurisdiction: counts(stats.byJurisdiction),
        by_type: counts(stats.byType),
        by_status: counts(stats.byStatus),
      };
      io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
      return 0;
    }
    const lines = [
      `Licenses in ${path.join(dataDir, 'licenses.db')}: ${fmt(stats.total)}` +
        (stats.lastImportAt ? ` (last import ${stats.lastImportAt})` : ''),
      ...printCounts('By jurisdiction', stats.byJurisdiction),
      ...printCounts('By type', stats.byType),
      ...printCounts('By status', stats.byStatus),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  },
};

export const licensesCommands: readonly Command[] = [importCommand, statsCommand];
