// The background roles' threads run at a lower priority than the API's (BACKGROUND_NICE): checked on the
// helper in a thread of this process, then on the service as `npm start` runs it, through the nice values
// Linux shows per thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServiceProcess, PROJECT_ROOT } from '../support/service-process';

const linux = process.platform === 'linux';
const COMPILED = path.join(PROJECT_ROOT, 'dist', 'src', 'shared', 'thread-priority.js');

/** Thread id → nice value, for every thread of a process (field 19 of /proc/PID/task/TID/stat). */
function niceByThread(pid: number): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nice.set(Number(tid), Number(fields[16]));
  }
  return nice;
}

(linux ? describe : describe.skip)('thread priority', () => {
  it('lowers the calling thread only, and tells its nice value', async () => {
    const before = niceByThread(process.pid);
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const fs = require('node:fs');
       const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
       const nice = require(workerData).lowerThreadPriority(2);
       parentPort.postMessage({ tid, nice, none: require(workerData).lowerThreadPriority(0) });
       parentPort.once('message', () => parentPort.close());`,
      { eval: true, workerData: COMPILED },
    );
    const said = await new Promise<{ tid: number; nice: number | null; none: number | null }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    const after = niceByThread(process.pid);
    const base = before.get(process.pid)!;
    expect(said.nice).toBe(Math.min(19, base + 2));
    expect(said.none).toBeNull();
    expect(after.get(said.tid)).toBe(said.nice);
    expect(after.get(process.pid)).toBe(base);
    worker.postMessage('done');
    await new Promise((r) => worker.once('exit', r));
  });

  const threadsOfService = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-nice-'));
    const service = await startServiceProcess({
      DATA_DIR: dataDir,
      API_KEYS: 'sk_test_niceTESTkey00001@acme',
      ROLE_THREADS: 'one',
      ...env,
    });
    try {
      return { pid: service.child.pid!, nice: niceByThread(service.child.pid!) };
    } finally {
      const exited = new Promise((r) => service.child.once('exit', r));
      service.child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('runs the background roles one step below the API by default, and as BACKGROUND_NICE says', async () => {
    const base = niceByThread(process.pid).get(process.pid)!;
    const byDefault = await threadsOfService({});
    expect(byDefault.nice.get(byDefault.pid)).toBe(base);
    expect([...byDefault.nice.values()].filter((n) => n === Math.min(19, base + 1)).length).toBeGreaterThan(
      0,
    );

    const equal = await threadsOfService({ BACKGROUND_NICE: '0' });
    expect([...equal.nice.values()].every((n) => n === base)).toBe(true);

    const lower = await threadsOfService({ BACKGROUND_NICE: '4' });
    expect(lower.nice.get(lower.pid)).toBe(base);
    expect([...lower.nice.values()].filter((n) => n === Math.min(19, base + 4)).length).toBeGreaterThan(0);
  }, 60_000);
});
