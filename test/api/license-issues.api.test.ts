// Every license issue of DOMAIN.md through the HTTP API end to end: a board file imported into the
// registry, a local NPPES stand-in on 127.0.0.1 (allowed by FETCH_ALLOWED_HOSTS), live-mode requests.
import { importLicenseCsv, openLicenseRegistry } from '../../src/engines/license';
import { csvText, tempDir, writeCsv } from '../license/support/csv';
import { nppesBody, startNppesServer } from '../license/support/nppes-server';
import type { NppesServer } from '../license/support/nppes-server';
import type { Harness } from '../support/api-harness';
import { LIVE_KEY, OTHER_KEY, eventually, startHarness } from '../support/api-harness';

const BOARD = [
  { number: '100001' },
  { number: '100002', status: 'Expired', expiration_date: '2025-01-31' },
  { number: '100003', status: 'Active', expiration_date: '2026-05-31' },
  { number: '100004', status: 'Clear/Inactive' },
  { number: '100005', status: 'Suspended' },
  { number: '100006', status: 'Revoked' },
  { number: '100007', status: 'Voluntary surrender' },
  { number: '100008', license_type: 'LPN' },
  { number: '100009', status: 'Probation' },
  { number: '100010', discipline: 'true' },
  { number: '100011', first_name: 'William', last_name: 'Turner' },
  { number: '200001' },
  { number: '200001', jurisdiction: 'NV' },
];

const TX_NURSE = {
  first: 'JANE',
  last: 'DOE',
  taxonomies: [{ code: '163W00000X', desc: 'Registered Nurse', state: 'TX', license: '777001' }],
};

describe('license verifications end to end', () => {
  const dir = tempDir();
  let nppes: NppesServer;
  let api: Harness;
  let npiDown = false;

  beforeAll(async () => {
    const registry = openLicenseRegistry(dir.dir);
    await importLicenseCsv(registry, writeCsv(dir.dir, 'board.csv', csvText(BOARD)), { source: 'CA BRN' });
    registry.close();
    nppes = await startNppesServer(() =>
      npiDown
        ? { kind: 'raw', status: 503, body: 'maintenance' }
        : { kind: 'json', body: nppesBody([TX_NURSE]) },
    );
    api = await startHarness({
      DATA_DIR: dir.dir,
      NPI_REGISTRY_URL: nppes.url,
      FETCH_ALLOWED_HOSTS: '127.0.0.1',
      JOB_MAX_ATTEMPTS: '2',
      JOB_RETRY_BASE_MS: '10',
    });
  }, 30_000);
  afterAll(async () => {
    await api.stop();
    await nppes.close();
    dir.cleanup();
  });

  async function verify(
    license: Record<string, unknown>,
    person: Record<string, unknown> = {},
    rules: Record<string, unknown> = {},
  ) {
    const start = await api.request('POST', '/v1/license-verifications', {
      key: LIVE_KEY,
      body: {
        license: { type: 'RN', jurisdiction: 'CA', ...license },
        person: { first_name: 'Jane', last_name: 'Doe', ...person },
        rules: { valid_on: '2026-06-15', ...rules },
      },
    });
    expect(start.status).toBe(202);
    return eventually(async () => {
      const r = await api.request('GET', `/v1/license-verifications/${start.body.id}`, { key: LIVE_KEY });
      return ['completed', 'failed'].includes(r.body.status) ? r.body : null;
    }, 20_000);
  }

  it('accepts an active license and serves its evidence to the owner only', async () => {
    const v = await verify({ number: 'RN-100001' });
    expect(v).toMatchObject({ status: 'completed', decision: 'accepted', issues: [] });
    expect(v.data.person.name.status).toBe('match');
    const [license] = v.data.licenses;
    expect(license).toMatchObject({
      jurisdiction: 'CA',
      number: '100001',
      status: 'active',
      source_status: 'Active',
    });
    expect(license.proof).toMatch(new RegExp(`^/v1/license-verifications/${v.id}/evidence/\\d+$`));
    const evidence = await api.request('GET', license.proof, { key: LIVE_KEY });
    expect(evidence.status).toBe(200);
    expect(evidence.body).toMatchObject({
      object: 'evidence',
      verification_id: v.id,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(evidence.headers.get('digest')).toMatch(/^sha-256=/);
    expect((await api.request('GET', license.proof, { key: OTHER_KEY })).status).toBe(404);
    expect(
      (await api.request('GET', `/v1/license-verifications/${v.id}/evidence/999`, { key: LIVE_KEY })).status,
    ).toBe(404);
  });

  it.each([
    ['license not found', { number: '999999' }, {}, 'rejected'],
    ['license expired', { number: '100002' }, {}, 'rejected'],
    ['license inactive', { number: '100004' }, {}, 'rejected'],
    ['license suspended', { number: '100005' }, {}, 'rejected'],
    ['license revoked', { number: '100006' }, {}, 'rejected'],
    ['license surrendered', { number: '100007' }, {}, 'rejected'],
    ['license type mismatch', { number: '100008' }, {}, 'rejected'],
    ['name mismatch', { number: '100001' }, { first_name: 'John', last_name: 'Smith' }, 'rejected'],
    ['license on probation', { number: '100009' }, {}, 'flagged'],
    ['disciplinary action', { number: '100010' }, {}, 'flagged'],
    ['name partially matches', { number: '100011' }, { first_name: 'Bill', last_name: 'Turner' }, 'flagged'],
    ['multiple licenses match', { number: '200001', jurisdiction: undefined }, {}, 'flagged'],
    ['license status unverified', { number: '777001', jurisdiction: 'TX' }, {}, 'flagged'],
  ])('%s', async (issue, license, person, decision) => {
    const v = await verify(license, person);
    expect(v.status).toBe('completed');
    expect(v.issues).toContain(issue);
    expect(v.decision).toBe(decision);
  });

  it('reports an active license that ends before valid_on as expired', async () => {
    const v = await verify({ number: '100003' });
    expect(v).toMatchObject({ decision: 'rejected' });
    expect(v.issues).toContain('license expired');
  });

  it('fails an unsupported jurisdiction', async () => {
    const v = await verify({ number: '123', jurisdiction: 'ZZ' });
    expect(v).toMatchObject({ status: 'failed', decision: 'failed', issues: ['jurisdiction not supported'] });
  });

  it('fails with license source unavailable once the source stays down after retries', async () => {
    npiDown = true;
    try {
      const v = await verify({ number: '777002', jurisdiction: 'TX' });
      expect(v).toMatchObject({
        status: 'failed',
        decision: 'failed',
        issues: ['license source unavailable'],
      });
    } finally {
      npiDown = false;
    }
  });
});
