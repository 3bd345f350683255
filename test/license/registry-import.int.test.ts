import { Readable } from 'node:stream';
import { ImportError, importLicenseCsv } from '../../src/engines/license/registry/import';
import type { ImportProgress } from '../../src/engines/license/registry/import';
import { openLicenseRegistry } from '../../src/engines/license/registry/registry';
import type { LicenseRegistry } from '../../src/engines/license/registry/registry';
import { csvLine, csvText, fixedClock, HEADER, tempDir, writeCsv } from './support/csv';

describe('license registry import', () => {
  let dir: ReturnType<typeof tempDir>;
  let registry: LicenseRegistry;

  beforeEach(() => {
    dir = tempDir();
    registry = openLicenseRegistry(dir.dir);
  });
  afterEach(() => {
    registry.close();
    dir.cleanup();
  });

  it('imports rows with their normalised keys and statuses, keeping the source words', async () => {
    const file = writeCsv(
      dir.dir,
      'ca.csv',
      csvText([
        { number: 'RN 0100001', status: 'Clear/Active' },
        {
          number: '100002',
          first_name: 'Ana',
          last_name: 'García-López',
          status: 'Null and Void',
          discipline: '',
        },
        {
          number: '100003',
          license_type: 'Licensed Vocational Nurse',
          status: 'Probation',
          discipline: 'TRUE',
        },
      ]),
    );
    const summary = await importLicenseCsv(registry, file, { clock: fixedClock() });
    expect(summary).toMatchObject({ rows: 3, inserted: 3, updated: 0, duplicates: 0, rejectedCount: 0 });
    const [rn] = registry.findByNumber('100001', 'CA');
    expect(rn).toMatchObject({
      number: 'RN 0100001',
      license_type: 'RN',
      status: 'active',
      source_status: 'Clear/Active',
      discipline: 0,
      source: 'CA BRN',
      imported_at: '2026-11-21T10:00:00.000Z',
    });
    expect(registry.findByNumber('100002', null)[0]).toMatchObject({ status: 'expired', discipline: null });
    expect(registry.findByNumber('100003', 'CA')[0]).toMatchObject({ license_type: 'LVN', discipline: 1 });
    expect(registry.holds('CA', 'RN')).toBe(true);
    expect(registry.holds('CA', 'LPN')).toBe(false);
    expect(registry.holdsJurisdiction('CA')).toBe(true);
  });

  it('rejects bad rows with their line numbers and every reason, and imports the rest', async () => {
    const content = [
      HEADER,
      csvLine({ number: '1' }),
      csvLine({ number: '', status: '' }),
      csvLine({ number: '3', issue_date: '2026-02-30', discipline: 'maybe' }),
      csvLine({ number: '4', issue_date: '2025-01-01', expiration_date: '2024-01-01' }),
      'CA,RN,5,Jane',
      csvLine({ number: '6', source_url: 'ftp://x', jurisdiction: '??' }),
      csvLine({ number: '7', source: '' }),
      csvLine({ number: '8' }),
    ].join('\n');
    const summary = await importLicenseCsv(registry, writeCsv(dir.dir, 'bad.csv', content));
    expect(summary.inserted).toBe(2);
    expect(summary.rejectedCount).toBe(6);
    expect(summary.rejected).toEqual([
      { line: 3, reasons: ['number is required', 'status is required'] },
      {
        line: 4,
        reasons: ['issue_date must be a real date (YYYY-MM-DD)', 'discipline must be true, false or empty'],
      },
      { line: 5, reasons: ['expiration_date is before issue_date'] },
      { line: 6, reasons: ['expected 12 columns, got 4'] },
      { line: 7, reasons: ['jurisdiction must be a code such as CA', 'source_url must be an http(s) URL'] },
      { line: 8, reasons: ['source is required (column or --source)'] },
    ]);
  });

  it('--source fills and overrides the source column', async () => {
    const file = writeCsv(dir.dir, 's.csv', csvText([{ number: '1', source: '' }, { number: '2' }]));
    const summary = await importLicenseCsv(registry, file, { source: 'Board file 2026-11' });
    expect(summary.rejectedCount).toBe(0);
    expect(registry.findByNumber('1', 'CA')[0].source).toBe('Board file 2026-11');
    expect(registry.findByNumber('2', 'CA')[0].source).toBe('Board file 2026-11');
  });

  it('upserts by jurisdiction, type and normalised number; the later duplicate in a file wins', async () => {
    await importLicenseCsv(registry, writeCsv(dir.dir, 'a.csv', csvText([{ number: '1' }, { number: '2' }])));
    const second = csvText([
      { number: 'RN-0001', status: 'Suspended' },
      { number: '3' },
      { number: '3', status: 'Lapsed' },
      { number: '1', license_type: 'LPN' },
    ]);
    const summary = await importLicenseCsv(registry, writeCsv(dir.dir, 'b.csv', second));
    expect(summary).toMatchObject({ rows: 4, inserted: 2, updated: 1, duplicates: 1 });
    expect(registry.count()).toBe(4);
    expect(registry.findByNumber('1', 'CA').map((r) => [r.license_type, r.status, r.number])).toEqual([
      ['LPN', 'active', '1'],
      ['RN', 'suspended', 'RN-0001'],
    ]);
    expect(registry.findByNumber('3', 'CA')[0].status).toBe('expired');
  });

  it('refuses a file with a wrong header and leaves the registry unchanged', async () => {
    await importLicenseCsv(registry, writeCsv(dir.dir, 'a.csv', csvText([{ number: '1' }])));
    const file = writeCsv(dir.dir, 'h.csv', 'jurisdiction,license_type,number,extra\nCA,RN,2,x\n');
    await expect(importLicenseCsv(registry, file)).rejects.toThrow(ImportError);
    await expect(importLicenseCsv(registry, writeCsv(dir.dir, 'e.csv', ''))).rejects.toThrow(/empty/);
    const twice = writeCsv(dir.dir, 't.csv', `${HEADER},number\n`);
    await expect(importLicenseCsv(registry, twice)).rejects.toThrow(/repeated columns: number/);
    await expect(importLicenseCsv(registry, `${dir.dir}/missing.csv`)).rejects.toThrow(ImportError);
    expect(registry.count()).toBe(1);
  });

  it('streams, reports progress per batch and counts per jurisdiction, type and status', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      number: String(i + 1),
      jurisdiction: i % 2 === 0 ? 'CA' : 'NV',
      status: i % 5 === 0 ? 'Expired' : 'Active',
    }));
    const progress: ImportProgress[] = [];
    const summary = await importLicenseCsv(registry, Readable.from([csvText(rows)]), {
      batchSize: 1000,
      onProgress: (p) => progress.push(p),
    });
    expect(summary.inserted).toBe(2500);
    expect(progress.map((p) => p.phase)).toEqual(['reading', 'reading', 'merging', 'done']);
    expect(progress[1].rows).toBe(2000);
    const stats = registry.stats();
    expect(stats.total).toBe(2500);
    expect(stats.byJurisdiction).toEqual([
      { key: 'CA', count: 1250 },
      { key: 'NV', count: 1250 },
    ]);
    expect(stats.byStatus).toEqual([
      { key: 'active', count: 2000 },
      { key: 'expired', count: 500 },
    ]);
    expect(stats.byType).toEqual([{ key: 'RN', count: 2500 }]);
  });

  it('a registry opened before an import in another connection sees the new coverage', async () => {
    const reader = openLicenseRegistry(dir.dir);
    try {
      expect(reader.holds('TX', 'LVN')).toBe(false);
      await importLicenseCsv(
        registry,
        writeCsv(dir.dir, 'tx.csv', csvText([{ jurisdiction: 'TX', license_type: 'LVN' }])),
      );
      expect(reader.holds('TX', 'LVN')).toBe(true);
    } finally {
      reader.close();
    }
  });
});
