import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { projectRoot } from '../../shared/paths';

let cached: Record<string, unknown> | null = null;

/** schema/openapi.yaml, parsed once: both the served document and the request validator's schemas. */
export function openApiDocument(): Record<string, unknown> {
  if (!cached) {
    const file = path.join(projectRoot(), 'schema', 'openapi.yaml');
    cached = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return cached;
}
