import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ErrorDetail } from '../errors';
import { openApiDocument } from './openapi-document';

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true, verbose: true });
addFormats(ajv);
ajv.addKeyword({ keyword: 'x-problem', schemaType: 'string' });
ajv.addSchema(openApiDocument(), 'openapi');

const compiled = new Map<string, ValidateFunction>();

/** Validates a value against `#/components/schemas/<name>` of schema/openapi.yaml. */
export function validateAgainst(name: string, value: unknown, at = ''): ErrorDetail[] {
  let validate = compiled.get(name);
  if (!validate) {
    const found = ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!found) throw new Error(`schema ${name} is not in openapi.yaml`);
    validate = found;
    compiled.set(name, validate);
  }
  if (validate(value)) return [];
  return dedupe((validate.errors ?? []).map((e) => toDetail(e, at)));
}

export const schemaExists = (name: string): boolean =>
  ajv.getSchema(`openapi#/components/schemas/${name}`) !== undefined;

/** The property names a component schema allows (for "unknown rule" messages). */
export function allowedProperties(name: string): string[] {
  const schemas = (openApiDocument().components as { schemas: Record<string, { properties?: object }> })
    .schemas;
  return Object.keys(schemas[name]?.properties ?? {});
}

function toDetail(error: ErrorObject, at: string): ErrorDetail {
  const base = joinPath(at, pointerToField(error.instancePath));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: joinPath(base, String(params.missingProperty)), problem: 'is required' };
    case 'additionalProperties':
      return { field: joinPath(base, String(params.additionalProperty)), problem: 'is not a known field' };
    case 'type':
      return { field: base || '(body)', problem: `must be ${article(String(params.type))}` };
    case 'enum':
      return { field: base, problem: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'minLength':
      return {
        field: base,
        problem: params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`,
      };
    case 'maxLength':
      return { field: base, problem: `must be at most ${params.limit} characters` };
    case 'maxProperties':
      return { field: base, problem: `must have at most ${params.limit} keys` };
    case 'maxItems':
      return { field: base, problem: `must have at most ${params.limit} items` };
    case 'minItems':
      return {
        field: base,
        problem: `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`,
      };
    case 'minProperties':
      return { field: base || '(body)', problem: 'must name at least one field' };
    case 'uniqueItems':
      return { field: base, problem: 'must not repeat items' };
    case 'minimum':
    case 'maximum':
      return { field: base, problem: `must be ${error.keyword === 'minimum' ? '≥' : '≤'} ${params.limit}` };
    case 'propertyNames':
      return { field: base, problem: 'keys must be at most 40 characters' };
    case 'pattern':
    case 'format':
      return {
        field: base,
        problem: String(
          (error.parentSchema as Record<string, unknown>)?.['x-problem'] ?? describeFormat(error),
        ),
      };
    default:
      return { field: base || '(body)', problem: error.message ?? 'is invalid' };
  }
}

function describeFormat(error: ErrorObject): string {
  const format = (error.params as { format?: string }).format;
  if (format === 'date') return 'must be a real calendar date (YYYY-MM-DD)';
  return error.message ?? 'is not in the expected format';
}

function article(type: string): string {
  const names = type
    .split(',')
    .map((t) =>
      t === 'integer' ? 'an integer' : t === 'object' ? 'an object' : t === 'array' ? 'an array' : `a ${t}`,
    );
  return names.join(' or ');
}

const pointerToField = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');

const joinPath = (a: string, b: string): string =>
  !a ? b : !b ? a : b.startsWith('[') ? `${a}${b}` : `${a}.${b}`;

function dedupe(details: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((d) => {
    const key = `${d.field}\u0000${d.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
