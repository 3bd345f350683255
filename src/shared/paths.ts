import fs from 'node:fs';
import path from 'node:path';

/** The repository (or image) root: the nearest folder above this file holding package.json. */
export function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + __dirname);
    dir = parent;
  }
  return dir;
}
