import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { TransientFault } from '../../src/engines/contract';
import type { CompletedOutcome, EngineOutcome } from '../../src/engines/contract';
import { createLicenseEngine, importLicenseCsv } from '../../src/engines/license';
import type { LicenseEngineHandle } from '../../src/engines/license';
import { LICENSE_ISSUES } from '../../src/engines/license/issues';
import type { LicenseIssue } from '../../src/engines/license/issues';
import { csvText, fixedClock, tempDir, writeCsv } from './support/csv';
import { licenseJob, localFetch } from './support/engine';
import { nppesBody, startNppesServer } from './support/nppes-server';
import type { NppesReply, NppesServer } from './support/nppes-server';

const BOARD = [
  { number: '100001' },
  { number: '100002', status: 'Expired', expiration_date: '2025-01-31' },
  { number: '100003', status: 'Active', expiration_date: '2026-10-31' },
  { number: '100004', status: 'Clear/Inactive' },
  { number: '100005', status: 'Suspended' },
  { number: '100006', status: 'Revoked' },
  { number: '100007', status: 'Voluntary surrender' },
  { number: '100008', license_type: 'LPN' },
  { number: '100009', status: 'Probation', discipline: 'true' },
  { number: '100010', discipline: 'true' },
  { number: '100011', first_name: 'William', last_name: 'Turner' },
  { number: '200001' },
  { number: '200001', jurisdiction: 'NV' },
  { number: '300001', jurisdiction: 'ON', first_name: 'Émilie', last_name: 'Tremblay' },
];

const TX_NURSE = {
  first: 'JANE',
  last: 'DOE',
  taxonomies: [{ code: '163W00000X', desc: 'Registered Nurse', state: 'TX', license: '777001' }],
};

describe('license engine', () => {
  const dir = tempDir();
  const clock = fixedClock();
  let reply: () => NppesReply = () => ({ kind: 'json', body: nppesBody([TX_NURSE]) });
  let server: NppesServer;
  let engine: LicenseEngineHandle;

  beforeAll(async () => {
    server = await startNppesServer(() => reply());
    engine = createLicenseEngine({
      dataDir: dir.dir,
      npiRegistryUrl: server.url,
      fetch: localFetch,
      clock,
      npi: {
        attempts: 2,
        baseDelayMs: 10,
        maxDelayMs: 20,
        timeoutMs: 500,
        failureThreshold: 4,
        coolDownMs: 60_000,
      },
    });
    await importLicenseCsv(engine.registry, writeCsv(dir.dir, 'board.csv', csvText(BOARD)));
  });
  afterAll(async () => {
    await engine.close();
    await server.close();
    dir.cleanup();
  });
  afterEach(() => {
    reply = () => ({ kind: 'json', body: nppesBody([TX_NURSE]) });
  });

  const completed = (outcome: EngineOutcome): CompletedOutcome => {
    if (outcome.kind !== 'completed') throw new Error(`expected completed, got ${JSON.stringify(outcome)}`);
    return outcome;
  };

  it('accepts an active registry license and serves its proof to the owning account only', async () => {
    const job = licenseJob({ license: { number: 'rn-0100001' } });
    const outcome = completed(await engine.verify(job));
    expect(outcome).toMatchObject({ decision: 'accepted', issues: [], confidence: 100 });
    const [license] = outcome.data.licenses as { proof: string; source_status: string }[];
    expect(license).toMatchObject({ source_status: 'Active', source: 'CA BRN' });
    expect(license.proof).toBe(`/v1/license-verifications/${job.verificationId}/evidence/1`);
    const proof = await engine.evidence.get('acme', job.verificationId, 1);
    expect(proof?.record.source).toBe('license registry');
    expect(proof?.record.response).toMatchObject({ records: [{ number: '100001', status: 'active' }] });
    expect(await engine.evidence.get('globex', job.verificationId, 1)).toBeNull();
  });

  const scenarios: [LicenseIssue, Parameters<typeof licenseJob>[0]][] = [
    ['license not found', { license: { number: '999999' } }],
    ['license expired', { license: { number: '100002' } }],
    ['license inactive', { license: { number: '100004' } }],
    ['license suspended', { license: { number: '100005' } }],
    ['license revoked', { license: { number: '100006' } }],
    ['license surrendered', { license: { number: '100007' } }],
    ['license type mismatch', { license: { number: '100008' } }],
    ['name mismatch', { person: { first_name: 'Joan' } }],
    ['license on probation', { license: { number: '100009' }, rules: { allow_probation: false } }],
    ['disciplinary action', { license: { number: '100010' } }],
    [
      'name partially matches',
      { license: { number: '100011' }, person: { first_name: 'Bill', last_name: 'Turner' } },
    ],
    ['multiple licenses match', { license: { number: '200001', jurisdiction: undefined } }],
    ['license status unverified', { license: { number: '777001', jurisdiction: 'TX' } }],
  ];

  it.each(scenarios)('raises %s', async (issue, over) => {
    const outcome = completed(await engine.verify(licenseJob(over)));
    expect(outcome.issues).toContain(issue);
    expect(outcome.decision).toBe(LICENSE_ISSUES[issue]);
  });

  it('answers a number with no letters or digits as not found, without asking a source', async () => {
    const calls = server.requests.length;
    const outcome = completed(
      await engine.verify(licenseJob({ license: { number: ' - . ', jurisdiction: 'TX' } })),
    );
    expect(outcome.issues).toEqual(['license not found']);
    expect(server.requests.length).toBe(calls);
  });

  it('treats an active license expiring before valid_on as expired', async () => {
    const before = completed(
      await engine.verify(licenseJob({ license: { number: '100003' }, rules: { valid_on: '2026-10-31' } })),
    );
    expect(before.issues).toEqual([]);
    const after = completed(await engine.verify(licenseJob({ license: { number: '100003' } })));
    expect(after.issues).toEqual(['license expired']);
  });

  it('answers from the registry for a type of the same credential (LVN asked, LPN on file)', async () => {
    const outcome = completed(
      await engine.verify(licenseJob({ license: { number: '100008', type: 'LVN' } })),
    );
    expect(outcome).toMatchObject({
      decision: 'accepted',
      data: { licenses: [{ type: 'LPN', source: 'CA BRN' }] },
    });
  });

  it('flags probation and discipline only as far as the rules say', async () => {
    const outcome = completed(
      await engine.verify(licenseJob({ license: { number: '100009' }, rules: { allow_probation: true } })),
    );
    expect(outcome.issues).toEqual(['disciplinary action']);
  });

  it('answers jurisdictions the registry holds even outside the US, and refuses unknown ones', async () => {
    const known = completed(
      await engine.verify(
        licenseJob({
          license: { number: '300001', jurisdiction: 'on' },
          person: { first_name: 'Emilie', last_name: 'Tremblay' },
        }),
      ),
    );
    expect(known.decision).toBe('accepted');
    expect(await engine.verify(licenseJob({ license: { jurisdiction: 'ZZ' } }))).toMatchObject({
      kind: 'failed',
      issues: ['jurisdiction not supported'],
    });
  });

  it('routes pairs the registry does not hold to NPI, which cannot prove standing', async () => {
    const outcome = completed(
      await engine.verify(licenseJob({ license: { number: 'RN 777001', jurisdiction: 'TX' } })),
    );
    expect(outcome).toMatchObject({
      decision: 'flagged',
      issues: ['license status unverified'],
      confidence: 70,
    });
    expect(outcome.data.licenses).toMatchObject([
      { jurisdiction: 'TX', status: 'unknown', source: 'nppes npi registry' },
    ]);
    const notThere = completed(
      await engine.verify(licenseJob({ license: { number: '1', jurisdiction: 'TX' } })),
    );
    expect(notThere.issues).toEqual(['license not found']);
  });

  it('throws a transient fault when NPI is down, and keeps failing fast while the circuit is open', async () => {
    reply = () => ({ kind: 'json', status: 503, body: {} });
    const job = licenseJob({ license: { number: '777001', jurisdiction: 'TX' } });
    const fault = await engine.verify(job).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(TransientFault);
    expect((fault as TransientFault).issue).toBe('license source unavailable');
    await expect(engine.verify(job)).rejects.toBeInstanceOf(TransientFault);
    expect(engine.npi.breaker.state).toBe('open');
    const calls = server.requests.length;
    await expect(engine.verify(job)).rejects.toThrow(/circuit open/);
    expect(server.requests.length).toBe(calls);
    clock.advance(60_000);
    reply = () => ({ kind: 'json', body: nppesBody([TX_NURSE]) });
    expect(completed(await engine.verify(job)).issues).toEqual(['license status unverified']);
  }, 10_000);

  it('fails the verification when NPI refuses the query', async () => {
    reply = () => ({
      kind: 'json',
      body: { Errors: [{ description: 'Field first_name contains special characters' }] },
    });
    const outcome = await engine.verify(licenseJob({ license: { number: '777001', jurisdiction: 'TX' } }));
    expect(outcome).toMatchObject({ kind: 'failed', issues: ['license source unavailable'] });
  }, 10_000);

  it('follows a routing config file', async () => {
    const config = path.join(dir.dir, 'routing.json');
    writeFileSync(
      config,
      JSON.stringify({ routes: [{ jurisdictions: ['CA'], types: ['RN'], sources: ['npi'] }] }),
    );
    const routed = createLicenseEngine({
      dataDir: dir.dir,
      npiRegistryUrl: server.url,
      fetch: localFetch,
      clock,
      routingConfigPath: config,
    });
    try {
      const outcome = completed(await routed.verify(licenseJob({ license: { number: '100001' } })));
      expect(outcome.issues).toEqual(['license not found']);
      expect(outcome.confidence).toBe(60);
    } finally {
      await routed.close();
    }
  }, 10_000);

  it('re-running a verification appends its new evidence and cites it', async () => {
    const job = licenseJob({ license: { number: '100001' } });
    await engine.verify(job);
    clock.advance(1000);
    const again = completed(await engine.verify(job));
    expect((again.data.licenses as { proof: string }[])[0].proof).toMatch(/evidence\/2$/);
    expect((await engine.evidence.list('acme', job.verificationId)).map((e) => e.n)).toEqual([1, 2]);
  });
});
