// Worker threads need compiled JavaScript. In the built service this file sits beside the worker script;
// under ts-jest it is TypeScript, and the suite's global setup has compiled the project to <repo>/dist/
// with the same relative layout, so the script is found there.
import fs from 'node:fs';
import path from 'node:path';

function repositoryRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, 'package.json'))) return directory;
    if (path.dirname(directory) === directory) return start;
  }
}

export function compiledWorkerScript(name: string): string {
  if (__filename.endsWith('.js')) return path.join(__dirname, `${name}.js`);
  const root = repositoryRoot(__dirname);
  return path.join(root, 'dist', path.relative(root, __dirname), `${name}.js`);
}
