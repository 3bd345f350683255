// Crash safety: the real service in a child process is killed with SIGKILL while it accepts and processes
// verifications; after a restart every acknowledged verification reaches a final state exactly once.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { openDatabase } from '../../src/storage/sqlite';

const ROOT = path.resolve(__dirname, '..', '..');
const KEY = 'sk_test_crashTESTkey001';

function startService(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'src', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_KEYS: `${KEY}@acme`,
      BUS_LEASE_MS: '1000',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_SECOND: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`service did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}: ${out}`)));
  });
}

async function start(base: string, i: number): Promise<string | null> {
  try {
    const r = await fetch(`${base}/v1/document-verifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        document: { url: `https://docs.example.com/${i}.pdf`, type: 'resume' },
        person: { first_name: 'Grace', last_name: 'Hopper' },
        external_id: `crash-${i}`,
        sandbox: { decision: i % 2 ? 'accepted' : 'rejected', status: i % 7 === 0 ? 'failed' : 'completed' },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return r.status === 202 ? ((await r.json()) as { id: string }).id : null;
  } catch {
    return null;
  }
}

describe('kill -9 and restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-crash-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged verification and records one outcome each', async () => {
    const acknowledged: string[] = [];
    const first = await startService(dataDir);
    let i = 0;
    const senders = Array.from({ length: 8 }, async () => {
      while (first.child.exitCode === null && first.child.signalCode === null) {
        const id = await start(first.base, i++);
        if (id) acknowledged.push(id);
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startService(dataDir);
    try {
      const deadline = Date.now() + 30_000;
      const pending = new Set(acknowledged);
      while (pending.size > 0 && Date.now() < deadline) {
        for (const id of [...pending]) {
          const r = await fetch(`${second.base}/v1/document-verifications/${id}`, {
            headers: { authorization: `Bearer ${KEY}` },
          });
          const body = (await r.json()) as { status: string };
          if (body.status === 'completed' || body.status === 'failed') pending.delete(id);
        }
        if (pending.size > 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect([...pending]).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }

    const db = openDatabase(path.join(dataDir, 'credence.db'));
    try {
      const store = new SqliteEventStore(db);
      for (const id of acknowledged) {
        const types = (await store.readStream(`document_verification-${id}`)).map((e) => e.type);
        const outcomes = types.filter(
          (t) => t === 'DocumentVerificationCompleted' || t === 'DocumentVerificationFailed',
        );
        expect({ id, outcomes: outcomes.length }).toEqual({ id, outcomes: 1 });
        expect(types.filter((t) => t === 'DocumentVerificationRequested')).toHaveLength(1);
      }
    } finally {
      db.close();
    }
  }, 90_000);
});
