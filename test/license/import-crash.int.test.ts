import { spawn } from 'node:child_process';
import path from 'node:path';
import { importLicenseCsv } from '../../src/engines/license/registry/import';
import { openLicenseRegistry } from '../../src/engines/license/registry/registry';
import { csvText, tempDir, writeCsv } from './support/csv';

const CHILD = path.join(__dirname, 'support', 'import-child.js');

function runChild(
  args: string[],
  killOn?: string,
): Promise<{ signal: NodeJS.Signals | null; code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (killOn && stdout.includes(killOn)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 3) reject(new Error(stderr));
      else resolve({ code, signal, stdout });
    });
  });
}

describe('license import crash safety', () => {
  it('a process killed mid-import leaves the previous registry intact, and the next import works', async () => {
    const dir = tempDir();
    try {
      const registry = openLicenseRegistry(dir.dir);
      await importLicenseCsv(
        registry,
        writeCsv(dir.dir, 'v1.csv', csvText([{ number: '1' }, { number: '2' }])),
      );
      const before = registry.findByNumber('1', 'CA');
      const big = Array.from({ length: 20_000 }, (_, i) => ({ number: String(i + 1), status: 'Revoked' }));
      const file = writeCsv(dir.dir, 'v2.csv', csvText(big));

      const killed = await runChild([dir.dir, file, 'reading', '5000']);
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.stdout).toContain('reading 5000');
      expect(registry.count()).toBe(2);
      expect(registry.findByNumber('1', 'CA')).toEqual(before);
      expect(registry.holds('CA', 'RN')).toBe(true);

      const atMerge = await runChild([dir.dir, file, 'merging', '0']);
      expect(atMerge.signal).toBe('SIGKILL');
      expect(registry.count()).toBe(2);
      expect(registry.findByNumber('2', 'CA')[0].status).toBe('active');

      // Killed from outside while the merge transaction runs: all of the file or none of it, never part.
      const many = Array.from({ length: 150_000 }, (_, i) => ({ number: String(i + 1), status: 'Retired' }));
      const large = writeCsv(dir.dir, 'v3.csv', csvText(many));
      const duringMerge = await runChild([dir.dir, large, 'never', '0'], 'merging');
      expect(duringMerge.signal).toBe('SIGKILL');
      const count = registry.count();
      expect([2, 150_000]).toContain(count);
      if (count === 2) expect(registry.findByNumber('2', 'CA')[0].status).toBe('active');
      else expect(registry.findByNumber('149999', 'CA')[0].status).toBe('inactive');

      const finished = await runChild([dir.dir, file, 'never', '0']);
      expect(finished.stdout).toContain('finished');
      expect(registry.count()).toBe(Math.max(count, 20_000));
      expect(registry.findByNumber('1', 'CA')[0].status).toBe('revoked');
      registry.close();
    } finally {
      dir.cleanup();
    }
  }, 120_000);
});
