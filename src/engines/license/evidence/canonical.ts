// Canonical JSON: object keys sorted, no insignificant white space, UTF-8. The same record always gives
// the same bytes, so its SHA-256 identifies it regardless of how the object was built.
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('evidence cannot hold a non-finite number');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonical(item ?? null)).join(',')}]`;
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`evidence cannot hold a ${typeof value}`);
  }
}

export function canonicalBytes(value: unknown): Buffer {
  return Buffer.from(canonical(value), 'utf8');
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
