// `licenses import FILE [--source NAME]` and `licenses stats`: operator commands over the embedded
// license registry in DATA_DIR. Exit codes: 0 done (an import may still have rejected rows, listed),
// 1 the command failed and nothing was changed, 2 usage error.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ImportError, importLicenseCsv } from '../engines/license/registry/import';
import type { ImportProgress, ImportSummary } from '../engines/license/registry/import';
import { openLicenseRegistry } from '../engines/license/registry/registry';
import type { CountBy, RegistryStats } from '../engines/license/registry/registry';

export interface CommandIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly isTTY: boolean;
  readonly env: NodeJS.ProcessEnv;
}

const USAGE = `usage:
  licenses import FILE [--source NAME]   import a board data file (CSV) into the license registry
  licenses stats                         count registry records per jurisdiction, type and status
CSV header: jurisdiction,license_type,number,first_name,middle_name,last_name,status,issue_date,expiration_date,discipline,source,source_url
--source replaces the file's source column. DATA_DIR sets the data directory (default ./data).
`;

const REJECTED_LISTED = 20;
const fmt = (n: number): string => n.toLocaleString('en-US');

function usage(io: CommandIo, problem?: string): number {
  if (problem) io.stderr.write(`licenses: ${problem}\n`);
  io.stderr.write(USAGE);
  return 2;
}

/** A one-line bar redrawn in place with plain ANSI (carriage return + erase line), at most 10 times a second. */
function progressBar(io: CommandIo): { update(p: ImportProgress): void; clear(): void } {
  const started = performance.now();
  let drawnAt = -Infinity;
  let drawn = false;
  return {
    update(p) {
      const now = performance.now();
      if (p.phase === 'reading' && now - drawnAt < 100) return;
      drawnAt = now;
      drawn = true;
      const width = 30;
      const ratio = p.totalBytes ? Math.min(1, p.bytes / p.totalBytes) : 0;
      const filled = Math.round(ratio * width);
      const rate = p.rows / Math.max(0.001, (now - started) / 1000);
      const label = p.phase === 'merging' ? 'merging into the registry…' : `${fmt(Math.round(rate))} rows/s`;
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%`;
      io.stderr.write(`\r\x1b[2K${bar} ${fmt(p.rows)} rows, ${fmt(p.rejected)} rejected, ${label}`);
    },
    clear() {
      if (drawn) io.stderr.write('\r\x1b[2K');
    },
  };
}

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

async function runImport(args: string[], io: CommandIo, dataDir: string): Promise<number> {
  let file: string | undefined;
  let source: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--source') {
      source = args[i + 1];
      i += 1;
      if (!source?.trim()) return usage(io, '--source needs a NAME');
    } else if (arg.startsWith('--source=')) source = arg.slice('--source='.length);
    else if (arg.startsWith('-')) return usage(io, `unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else return usage(io, `unexpected argument ${arg}`);
  }
  if (!file) return usage(io, 'import needs a FILE');
  if (source !== undefined && !source.trim()) return usage(io, '--source needs a NAME');
  const registry = openLicenseRegistry(dataDir);
  const bar = io.isTTY ? progressBar(io) : null;
  const started = performance.now();
  try {
    const summary = await importLicenseCsv(registry, path.resolve(file), {
      source: source?.trim(),
      onProgress: bar ? (p) => bar.update(p) : undefined,
    });
    bar?.clear();
    printSummary(io, file, summary, (performance.now() - started) / 1000);
    return 0;
  } catch (error) {
    bar?.clear();
    const reason =
      error instanceof ImportError ? error.message : `import failed: ${(error as Error).message}`;
    io.stderr.write(`licenses: ${reason}\nThe registry was not changed.\n`);
    return 1;
  } finally {
    registry.close();
  }
}

function printCounts(title: string, rows: readonly CountBy[]): string[] {
  const width = Math.max(8, ...rows.map((row) => row.key.length));
  return [`${title}:`, ...rows.map((row) => `  ${row.key.padEnd(width)} ${fmt(row.count).padStart(12)}`)];
}

function runStats(io: CommandIo, dataDir: string): number {
  const registry = openLicenseRegistry(dataDir);
  let stats: RegistryStats;
  try {
    stats = registry.stats();
  } finally {
    registry.close();
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
}

/** `args` are the words after the program name; a leading "licenses" is accepted and skipped. */
export async function runLicensesCommand(args: string[], io: CommandIo): Promise<number> {
  const words = args[0] === 'licenses' ? args.slice(1) : args;
  const dataDir = io.env.DATA_DIR?.trim() || './data';
  const [command, ...rest] = words;
  try {
    switch (command) {
      case 'import':
        return await runImport(rest, io, dataDir);
      case 'stats':
        if (rest.length > 0) return usage(io, `unexpected argument ${rest[0]}`);
        return runStats(io, dataDir);
      case 'help':
      case '--help':
      case '-h':
        io.stdout.write(USAGE);
        return 0;
      default:
        return usage(io, command ? `unknown command ${command}` : 'a command is needed');
    }
  } catch (error) {
    io.stderr.write(`licenses: ${(error as Error).message}\n`);
    return 1;
  }
}
