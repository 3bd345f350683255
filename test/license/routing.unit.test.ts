import {
  createRouter,
  DEFAULT_ROUTING,
  parseRoutingConfig,
  RoutingConfigError,
} from '../../src/engines/license/routing';
import type { LicenseQuery, LicenseSource, SourceName } from '../../src/engines/license/types';

const source = (name: SourceName, knows: (j: string) => boolean): LicenseSource => ({
  name,
  knowsJurisdiction: knows,
  lookup: () => Promise.resolve(null),
});

const sources = {
  registry: source('registry', (j) => j === 'ON'),
  npi: source('npi', (j) => j.length === 2 && j !== 'ON' && j !== 'ZZ' && j !== 'XX'),
};

const query = (jurisdiction: string | null, type = 'RN'): LicenseQuery => ({
  type,
  number: '1',
  numberKey: '1',
  jurisdiction,
  person: { first: 'A', middle: null, last: 'B' },
});

describe('license routing', () => {
  it('routes every US pair to the registry first, then NPI, by default', () => {
    const router = createRouter(DEFAULT_ROUTING, sources);
    expect(router.plan(query('CA'))).toEqual({ kind: 'sources', sources: ['registry', 'npi'] });
    expect(router.plan(query(null))).toEqual({ kind: 'sources', sources: ['registry', 'npi'] });
  });

  it('refuses a code that is neither a US state/territory nor known to a source', () => {
    const router = createRouter(DEFAULT_ROUTING, sources);
    expect(router.plan(query('ZZ')).kind).toBe('unsupported');
    expect(router.plan(query('ON')).kind).toBe('sources');
  });

  it('follows the first configured route that covers jurisdiction and type', () => {
    const config = parseRoutingConfig({
      jurisdictions: ['xx'],
      routes: [
        { jurisdictions: ['TX'], types: ['Licensed Vocational Nurse'], sources: ['npi'] },
        { jurisdictions: ['XX'], sources: ['registry'] },
      ],
      default: ['registry'],
    });
    const router = createRouter(config, sources);
    expect(router.plan(query('TX', 'LVN'))).toEqual({ kind: 'sources', sources: ['npi'] });
    expect(router.plan(query('TX', 'RN'))).toEqual({ kind: 'sources', sources: ['registry'] });
    expect(router.plan(query('XX'))).toEqual({ kind: 'sources', sources: ['registry'] });
  });

  it.each([
    [[]],
    [{ routes: [{ sources: ['board'] }] }],
    [{ routes: 'all' }],
    [{ fallback: ['npi'] }],
    [{ jurisdictions: [''] }],
  ])('rejects a bad config %j', (raw) => {
    expect(() => parseRoutingConfig(raw)).toThrow(RoutingConfigError);
  });
});
