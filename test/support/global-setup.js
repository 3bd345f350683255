// Integration tests spawn the real service (child processes, worker threads) from compiled output,
// so the suite compiles once before it starts. Type errors do not stop the tests here: `npm run typecheck`
// reports them. A lock directory keeps concurrent test runs from writing dist/ at the same time.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const lock = path.join(root, 'dist.lock');

function acquire() {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch {
      const stale = Date.now() - safeMtime(lock) > 180_000;
      if (stale) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('could not acquire dist.lock');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

function safeMtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

module.exports = async () => {
  acquire();
  try {
    const result = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      { cwd: root, encoding: 'utf8' },
    );
    if (!fs.existsSync(path.join(root, 'dist', 'src'))) {
      throw new Error(`compilation produced no output:\n${result.stdout}${result.stderr}`);
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
};
