// Builds board data files for tests: rows as partial objects over sensible defaults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const HEADER =
  'jurisdiction,license_type,number,first_name,middle_name,last_name,status,issue_date,expiration_date,discipline,source,source_url';

export interface CsvRow {
  jurisdiction?: string;
  license_type?: string;
  number?: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  status?: string;
  issue_date?: string;
  expiration_date?: string;
  discipline?: string;
  source?: string;
  source_url?: string;
}

const DEFAULTS: Required<CsvRow> = {
  jurisdiction: 'CA',
  license_type: 'RN',
  number: '100001',
  first_name: 'Jane',
  middle_name: '',
  last_name: 'Doe',
  status: 'Active',
  issue_date: '2020-01-15',
  expiration_date: '2030-01-31',
  discipline: 'false',
  source: 'CA BRN',
  source_url: 'https://www.rn.ca.gov/',
};

const quote = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvLine(row: CsvRow): string {
  const full = { ...DEFAULTS, ...row };
  return HEADER.split(',')
    .map((column) => quote(full[column as keyof CsvRow]))
    .join(',');
}

export function csvText(rows: readonly CsvRow[]): string {
  return `${HEADER}\n${rows.map(csvLine).join('\n')}\n`;
}

export function tempDir(prefix = 'credence-license-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function writeCsv(dir: string, name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

export const fixedClock = (iso = '2026-11-21T10:00:00.000Z') => {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
};
