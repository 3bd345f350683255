// Every npm script that runs code goes through here: `node scripts/build-then.js dist/src/main.js …`.
// It compiles the project when a source changed since the last build (incremental tsc), then loads the
// compiled entry point. Entry points run when loaded: none of them asks whether it is the main module,
// so loading them from here is the same as `node dist/…`.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, process.argv[2] ?? '');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const buildInfo = path.join(root, 'dist', '.tsbuildinfo-build');
// What tsconfig.build.json compiles, and the files that change how it compiles.
const SOURCES = ['src', 'projections', 'scripts', 'bench', 'test/support', 'test/corpus'];
const CONFIG = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function newestSourceChange() {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    } else if (/\.(ts|json)$/.test(file)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of [...SOURCES, ...CONFIG]) visit(path.join(root, p));
  return newest;
}

function upToDate() {
  try {
    return fs.existsSync(entry) && fs.statSync(buildInfo).mtimeMs >= newestSourceChange();
  } catch {
    return false;
  }
}

if (!process.argv[2]) {
  process.stderr.write('usage: node scripts/build-then.js dist/<entry>.js [args…]\n');
  process.exit(2);
}

if (fs.existsSync(tsc) && !upToDate()) {
  const build = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (build.status !== 0 && !fs.existsSync(entry)) {
    process.stderr.write(build.stdout);
    process.exit(build.status ?? 1);
  }
  // tsc leaves its build info untouched when nothing needed emitting; mark the check as done.
  if (fs.existsSync(buildInfo)) {
    const now = new Date();
    fs.utimesSync(buildInfo, now, now);
  }
}
if (!fs.existsSync(entry)) {
  process.stderr.write(`${process.argv[2]} was not built: run npm ci, then npm run build\n`);
  process.exit(1);
}
process.argv.splice(1, 2, entry);
require(entry);
