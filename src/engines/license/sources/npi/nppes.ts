// The NPPES NPI Registry API v2.1 response, as far as the connector reads it (FACTS.md §5.1), and a
// defensive parse: the body comes from outside, so every field is checked before use.
export interface NppesTaxonomy {
  readonly code: string | null;
  readonly desc: string | null;
  readonly state: string | null;
  readonly license: string | null;
  readonly primary: boolean;
}

export interface NppesProvider {
  readonly npi: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly credential: string | null;
  /** "A" active, "D" deactivated. */
  readonly status: string | null;
  readonly taxonomies: readonly NppesTaxonomy[];
}

export type NppesPage =
  | { readonly kind: 'results'; readonly resultCount: number; readonly providers: readonly NppesProvider[] }
  | { readonly kind: 'errors'; readonly messages: readonly string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

function parseTaxonomy(raw: unknown): NppesTaxonomy | null {
  if (!isObject(raw)) return null;
  return {
    code: text(raw.code),
    desc: text(raw.desc),
    state: text(raw.state)?.toUpperCase() ?? null,
    license: text(raw.license),
    primary: raw.primary === true,
  };
}

function parseProvider(raw: unknown): NppesProvider | null {
  if (!isObject(raw)) return null;
  const basic = isObject(raw.basic) ? raw.basic : {};
  const npi = text(raw.number);
  const firstName = text(basic.first_name);
  const lastName = text(basic.last_name);
  // Organisations (NPI-2) carry no personal name and cannot hold a personal license.
  if (!npi || !firstName || !lastName) return null;
  const taxonomies = Array.isArray(raw.taxonomies) ? raw.taxonomies : [];
  return {
    npi,
    firstName,
    middleName: text(basic.middle_name),
    lastName,
    credential: text(basic.credential),
    status: text(basic.status),
    taxonomies: taxonomies.map(parseTaxonomy).filter((t): t is NppesTaxonomy => t !== null),
  };
}

/** null when the body is not an NPPES answer at all. */
export function parseNppesPage(body: unknown): NppesPage | null {
  if (!isObject(body)) return null;
  if (Array.isArray(body.Errors)) {
    const messages = body.Errors.map((e) => (isObject(e) ? (text(e.description) ?? 'error') : 'error'));
    return { kind: 'errors', messages };
  }
  if (!Array.isArray(body.results)) {
    // NPPES answers a search without hits as {"result_count":0} with no results array.
    return typeof body.result_count === 'number' ? { kind: 'results', resultCount: 0, providers: [] } : null;
  }
  return {
    kind: 'results',
    resultCount: typeof body.result_count === 'number' ? body.result_count : body.results.length,
    providers: body.results.map(parseProvider).filter((p): p is NppesProvider => p !== null),
  };
}
