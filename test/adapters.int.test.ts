// The embedded adapters' wiring: how many connections a process holds to the embedded store's file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdapters } from '../src/adapters';
import { loadConfig } from '../src/config';
import { silentLogger } from '../src/shared/logger';

/** Descriptors this process holds open on the file itself (not its -wal or -shm). */
function openHandles(file: string): number {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listing
    }
  }).length;
}

describe('embedded adapters', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  async function adaptersWith(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-adapters-'));
    dirs.push(dataDir);
    const adapters = await createAdapters(loadConfig({ DATA_DIR: dataDir, ...env }), silentLogger);
    return { adapters, file: path.join(dataDir, 'credence.db') };
  }

  it('lets the store and the bus share one connection to the file by default, and both work on it', async () => {
    const { adapters, file } = await adaptersWith({});
    try {
      expect(openHandles(file)).toBe(1);
      const stop = new AbortController();
      const handled: string[] = [];
      const consuming = adapters.bus.consume({
        group: 'g',
        topic: 't',
        concurrency: 4,
        maxAttempts: 3,
        signal: stop.signal,
        // Each message appends to the store while the bus claims and acknowledges on the same connection.
        handle: async (message) => {
          await adapters.store.appendToStream(
            `s-${message.key}`,
            [
              {
                id: `0192e4a0-0000-7000-8000-00000000000${message.key}`,
                type: 'Seen',
                data: {},
                metadata: META,
              },
            ],
            'no_stream',
          );
          handled.push(message.key);
        },
      });
      await adapters.bus.publish(
        't',
        ['1', '2', '3'].map((key) => ({ key, value: { key } })),
      );
      await eventually(() => handled.length === 3);
      stop.abort();
      await consuming;
      expect(handled.sort()).toEqual(['1', '2', '3']);
      expect(await adapters.store.headPosition()).toBe(3);
      // Acknowledgements are committed in the turn after the handlers finish.
      await new Promise((r) => setImmediate(r));
      expect(await adapters.bus.backlog!()).toEqual([{ group: 'g', topic: 't', pending: 0 }]);
    } finally {
      await adapters.close();
    }
  });

  it('gives the store a connection of its own when its appends are fsynced (SQLITE_SYNCHRONOUS=FULL)', async () => {
    const { adapters, file } = await adaptersWith({ SQLITE_SYNCHRONOUS: 'FULL' });
    try {
      expect(openHandles(file)).toBe(2);
    } finally {
      await adapters.close();
    }
    expect(openHandles(file)).toBe(0);
  });
});

const META = { account_id: 'acme', mode: 'test', schema_version: 1 } as const;

async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
