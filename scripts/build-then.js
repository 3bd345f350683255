// Compiles the project when needed (incremental), then runs a compiled entry point:
// `node scripts/build-then.js dist/src/main.js` is what `npm start` runs.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, process.argv[2]);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

if (fs.existsSync(tsc)) {
  const build = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (build.status !== 0 && !fs.existsSync(entry)) {
    process.stderr.write(build.stdout);
    process.exit(build.status ?? 1);
  }
}
process.argv.splice(1, 2, entry);
require(entry);
