// Runs an import from compiled output and kills itself (SIGKILL, no clean-up at all) at a chosen
// point, to prove that a killed import leaves the registry as it was.
const path = require('node:path');
const root = path.resolve(__dirname, '..', '..', '..');
const { openLicenseRegistry } = require(path.join(root, 'dist/src/engines/license/registry/registry.js'));
const { importLicenseCsv } = require(path.join(root, 'dist/src/engines/license/registry/import.js'));

const [dataDir, file, killAt, killAfterRows] = process.argv.slice(2);
const registry = openLicenseRegistry(dataDir);
importLicenseCsv(registry, file, {
  batchSize: 1000,
  onProgress: (p) => {
    process.stdout.write(`${p.phase} ${p.rows}\n`);
    if (p.phase === killAt && p.rows >= Number(killAfterRows)) process.kill(process.pid, 'SIGKILL');
  },
}).then(
  () => process.stdout.write('finished\n'),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(3);
  },
);
