// Every npm script that runs code loads its compiled entry through scripts/build-then.js, which `require`s
// it. An entry that only runs when it is `require.main` is then a silent no-op, as every CLI command once
// was: no source may depend on how it was loaded, and every script's entry must exist as a source.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|js|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('entry points', () => {
  const launched = Object.entries(scripts).filter(([, command]) => command.includes('scripts/build-then.js'));

  it('are launched through build-then for every script that runs project code', () => {
    expect(launched.map(([name]) => name)).toEqual(expect.arrayContaining(['start', 'cli', 'eval', 'demo']));
  });

  it.each(launched)('%s: its entry is compiled from a source that exists', (_name, command) => {
    const entry = /build-then\.js (dist\/\S+)\.js/.exec(command)?.[1];
    expect(entry).toBeDefined();
    expect(fs.existsSync(path.join(ROOT, `${entry!.replace(/^dist\//, '')}.ts`))).toBe(true);
  });

  it('never depend on require.main', () => {
    const offenders = ['src', 'scripts', 'bench', 'projections']
      .flatMap((dir) => sources(path.join(ROOT, dir)))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('require.main'))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
