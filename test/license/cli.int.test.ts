import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/cli';
import { csvLine, csvText, HEADER, tempDir, writeCsv } from './support/csv';

function io(dataDir: string, isTTY = false) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  return {
    io: { stdout, stderr, isTTY, env: { DATA_DIR: dataDir } },
    out: () => out,
    err: () => err,
  };
}

describe('licenses CLI command', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => dir.cleanup());

  it('imports a file with --source, lists rejected rows with line numbers, capped, and prints stats', async () => {
    const bad = Array.from({ length: 25 }, (_, i) => csvLine({ number: `x${i}`, status: '' }));
    const file = writeCsv(dir.dir, 'f.csv', [HEADER, csvLine({ number: '1' }), ...bad, ''].join('\n'));
    const run = io(dir.dir);
    expect(await runCli(['licenses', 'import', file, '--source', 'NV board'], run.io)).toBe(0);
    expect(run.out()).toMatch(/inserted\s+1\n/);
    expect(run.out()).toMatch(/rejected\s+25\n/);
    expect(run.out()).toContain('line 3: status is required');
    expect(run.out()).toContain('… and 5 more');
    expect(run.err()).toBe('');

    const stats = io(dir.dir);
    expect(await runCli(['licenses', 'stats'], stats.io)).toBe(0);
    expect(stats.out()).toMatch(/Licenses in .*licenses\.db: 1 \(last import /);
    expect(stats.out()).toMatch(/By jurisdiction:\n\s+CA\s+1\n/);
    expect(stats.out()).toMatch(/By status:\n\s+active\s+1\n/);
  });

  it('draws a progress bar on stderr when it is a terminal', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => ({ number: String(i + 1) }));
    const file = writeCsv(dir.dir, 'big.csv', csvText(rows));
    const run = io(dir.dir, true);
    expect(await runCli(['licenses', 'import', file], run.io)).toBe(0);
    expect(run.err()).toContain('\r\x1b[2Klicenses import [');
    expect(run.err()).toMatch(/rows\/s/);
    expect(run.err()).toContain('merging into the registry');
    expect(run.out()).toMatch(/inserted\s+12,000/);
  });

  it('answers usage errors with 2 and failed imports with 1, changing nothing', async () => {
    const usage = io(dir.dir);
    expect(await runCli(['licenses', 'import'], usage.io)).toBe(2);
    expect(usage.err()).toContain('credence: missing FILE\n');
    expect(usage.err()).toContain('usage: npm run cli -- licenses import FILE [--source NAME]');
    expect(await runCli(['licenses', 'import', 'a.csv', '--source'], io(dir.dir).io)).toBe(2);
    expect(await runCli(['licenses', 'frobnicate'], io(dir.dir).io)).toBe(2);
    const failed = io(dir.dir);
    const file = writeCsv(dir.dir, 'bad.csv', 'a,b\n1,2\n');
    expect(await runCli(['licenses', 'import', file], failed.io)).toBe(1);
    expect(failed.err()).toContain('bad header');
    expect(failed.err()).toContain('the registry was not changed');
  });
});
