// Every command README.md shows, typed as written (through bash, `npm run …` from inside the project, a
// fresh DATA_DIR), with assertions on what it prints and on its effect. Commands are looked up in the
// README by their opening words, so a README edit that these tests do not follow fails here, and the last
// test fails for any README command that no test ran.
import fs from 'node:fs';
import path from 'node:path';
import type { Background } from './readme';
import { ReadmeCoverage, freePort, onPort, readmeText, scratchDir, type, typeInBackground } from './readme';
import { startReceiver } from '../support/webhook-receiver';

jest.setTimeout(240_000);

const readme = new ReadmeCoverage();

interface Http {
  status: number;
  body: any;
}

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('README commands, typed as written', () => {
  let work: string;
  let dataDir: string;
  let port: number;
  let service: Background;
  let key: string;
  // The service never reaches the public NPI registry from a test: lookups it routes there fail fast.
  // Webhook receivers in these tests listen on 127.0.0.1, which the address guard allows only when told.
  const env = () => ({
    DATA_DIR: dataDir,
    PORT: String(port),
    NPI_REGISTRY_URL: 'http://127.0.0.1:9/',
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
  });
  const http = async (
    method: string,
    url: string,
    options: { key?: string; body?: unknown } = {},
  ): Promise<Http> => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${options.key ?? key}`,
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  /** Runs a README command that talks to the service, with the walk-through's KEY set. */
  const curl = async (command: string, substitutions: Record<string, string> = {}) => {
    let typed = onPort(command, port);
    for (const [from, to] of Object.entries(substitutions)) typed = typed.replaceAll(from, to);
    const result = await type(typed, { env: { ...env(), KEY: key }, cwd: work });
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout);
  };

  beforeAll(async () => {
    work = scratchDir('readme');
    dataDir = path.join(work, 'data');
    port = await freePort();
  });
  afterAll(async () => {
    await service?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('npm start: the first start on a fresh data directory prints a test key and listens', async () => {
    // `npm ci` is what CI runs before the suite; the test types the rest of the line.
    const command = readme.find('npm ci && npm start').replace(/^npm ci && /, '');
    service = typeInBackground(command, { env: env(), cwd: work });
    const [, printed] = await service.waitFor(/^\s+(sk_test_[A-Za-z0-9]+)$/m, 120_000);
    key = printed;
    await service.waitFor(new RegExp(`listening on http://localhost:${port}`), 60_000);
    expect((await http('GET', '/v1/document-verifications')).status).toBe(200);
  });

  it('keys create prints a live key that authenticates; keys list shows it; keys revoke makes it 401 within 5 s', async () => {
    const created = await type(readme.find('npm run cli -- keys create --account acme --mode live'), {
      env: env(),
      cwd: work,
    });
    expect(created.code).toBe(0);
    const liveKey = created.stdout.trim().split('\n').pop()!;
    expect(liveKey).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    expect(created.stderr).toContain('for account acme; it is shown only this once');
    const started = await http('POST', '/v1/document-verifications', {
      key: liveKey,
      body: {
        document: { url: 'https://example.com/a.pdf', type: 'tuberculosis_test' },
        person: { first_name: 'Ada', last_name: 'Lovelace' },
        sandbox: { decision: 'accepted' },
      },
    });
    expect(started.status).toBe(400); // a live key refuses the sandbox: it really is a live key
    expect(started.body.error).toBe('invalid_request');
    expect((await http('GET', '/v1/document-verifications', { key: liveKey })).status).toBe(200);

    const listed = await type(readme.find('npm run cli -- keys list'), { env: env(), cwd: work });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^ID\s+PREFIX\s+ACCOUNT\s+MODE/m);
    const row = listed.stdout.split('\n').find((l) => l.includes(' acme '));
    expect(row).toContain(`${liveKey.slice(0, 12)}…`);
    expect(row).toMatch(/\blive\b.*\bactive\b/);
    expect(listed.stdout).not.toContain(liveKey);
    const keyId = row!.split(/\s+/)[0];

    const revoked = await type(
      readme.find('npm run cli -- keys revoke <key-id>').replace('<key-id>', keyId),
      {
        env: env(),
        cwd: work,
      },
    );
    expect(revoked.code).toBe(0);
    expect(revoked.stdout.trim().split('\n').pop()).toBe(`revoked ${keyId}`);
    const revokedAt = Date.now();
    await eventually(async () =>
      (await http('GET', '/v1/document-verifications', { key: liveKey })).status === 401 ? true : undefined,
    );
    expect(Date.now() - revokedAt).toBeLessThan(8000);
    const after = await type(readme.find('npm run --silent cli -- keys list --json'), {
      env: env(),
      cwd: work,
    });
    const record = (JSON.parse(after.stdout) as Array<{ id: string; state: string }>).find(
      (k) => k.id === keyId,
    );
    expect(record?.state).toBe('revoked');

    const expiring = await type(
      readme.find('npm run cli -- keys create --account acme --mode test --expires-in 90d'),
      {
        env: env(),
        cwd: work,
      },
    );
    expect(expiring.code).toBe(0);
    const testKey = expiring.stdout.trim().split('\n').pop()!;
    expect(expiring.stderr).toMatch(/valid until \d{4}-\d\d-\d\dT/);
    expect((await http('GET', '/v1/document-verifications', { key: testKey })).status).toBe(200);
    const withExpiry = JSON.parse(
      (await type('npm run --silent cli -- keys list --json', { env: env(), cwd: work })).stdout,
    ) as Array<{ id: string; prefix: string; expires_at: string | null }>;
    const expiringId = withExpiry.find((k) => k.prefix === testKey.slice(0, 12))!.id;

    const rotated = await type(
      readme.find('npm run cli -- keys rotate <key-id> --grace 24h').replace('<key-id>', expiringId),
      {
        env: env(),
        cwd: work,
      },
    );
    expect(rotated.code).toBe(0);
    const replacement = rotated.stdout.trim().split('\n').pop()!;
    expect(replacement).toMatch(/^sk_test_/);
    expect(rotated.stderr).toMatch(/the old key works until/);
    for (const key of [testKey, replacement])
      expect((await http('GET', '/v1/document-verifications', { key })).status).toBe(200);
  });

  it('licenses import loads a board file that license verifications through HTTP then find; licenses stats counts it', async () => {
    fs.writeFileSync(
      path.join(work, 'boards.csv'),
      [
        'jurisdiction,license_type,number,first_name,middle_name,last_name,status,issue_date,expiration_date,discipline,source,source_url',
        'CA,RN,95012345,Florence,,Nightingale,Clear/Active,2019-05-12,2099-05-31,false,,',
        'NY,RN,612345,Mary,,Seacole,Registered,2015-03-01,2099-02-28,false,,',
      ].join('\n') + '\n',
    );
    const imported = await type(readme.find('npm run cli -- licenses import boards.csv --source ca-brn'), {
      env: env(),
      cwd: work,
    });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/inserted\s+2\n/);
    expect(imported.stdout).toMatch(/rejected\s+0\n/);

    const started = await http('POST', '/v1/license-verifications', {
      body: {
        license: { type: 'RN', number: '612345', jurisdiction: 'NY' },
        person: { first_name: 'Mary', last_name: 'Seacole' },
      },
    });
    expect(started.status).toBe(202);
    const done = await eventually(async () => {
      const r = await http('GET', `/v1/license-verifications/${started.body.id}`);
      return r.body.status === 'completed' ? r.body : undefined;
    });
    expect(done.decision).toBe('accepted');
    expect(done.data.licenses[0]).toMatchObject({
      status: 'active',
      source_status: 'Registered',
      source: 'ca-brn',
    });

    const stats = await type(readme.find('npm run cli -- licenses stats'), { env: env(), cwd: work });
    expect(stats.code).toBe(0);
    expect(stats.stdout).toMatch(/licenses\.db: 2 \(last import /);
    expect(stats.stdout).toMatch(/By jurisdiction:\n\s+CA\s+1\n\s+NY\s+1\n/);
    const json = await type(readme.find('npm run --silent cli -- licenses stats --json'), {
      env: env(),
      cwd: work,
    });
    expect(JSON.parse(json.stdout)).toMatchObject({ total: 2, by_status: { active: 2 } });
  });

  it('the curl walk-through of "A first verification" answers as the README shows', async () => {
    readme.coveredElsewhere(
      'KEY=sk_test_',
      'the key printed by npm start is set as KEY for every curl below',
    );
    const started = await curl(readme.find('curl -s -X POST localhost:3000/v1/document-verifications'));
    const shown = JSON.parse(/# → 202 (\{.*\})/.exec(readmeText())![1]) as Record<string, unknown>;
    expect(Object.keys(started).sort()).toEqual(Object.keys(shown).sort());
    expect(started).toMatchObject({ object: shown.object, mode: shown.mode, external_id: shown.external_id });

    const read = readme.find('curl -s localhost:3000/v1/document-verifications/<id> -H');
    const completed = await eventually(async () => {
      const body = await curl(read, { '<id>': started.id });
      return body.status === 'completed' ? body : undefined;
    });
    expect(completed).toMatchObject({ decision: 'rejected', confidence: 88, issues: ['document expired'] });

    const list = await curl(
      readme.find("curl -s 'localhost:3000/v1/document-verifications?external_id=candidate-42"),
    );
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([started.id]);

    const license = await curl(readme.find('curl -s -X POST localhost:3000/v1/license-verifications'));
    expect(license.object).toBe('license_verification');
    const checked = await eventually(async () => {
      const r = await http('GET', `/v1/license-verifications/${license.id}`);
      return r.body.status === 'completed' ? r.body : undefined;
    });
    expect(checked.decision).toBe('accepted');

    const graphql = await curl(readme.find('curl -s localhost:3000/graphql'));
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.documentVerifications.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: started.id, decision: 'rejected' })]),
    );
  });

  it('the webhook commands register an endpoint, show its log, resend and re-enable as the README shows', async () => {
    const registered = await curl(readme.find('curl -s -X POST localhost:3000/v1/webhook-endpoints   -H'));
    expect(registered).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hooks.example.com/credence',
      status: 'enabled',
      events: ['document_verification.completed', 'document_verification.failed'],
    });
    expect(registered.secret).toMatch(/^whsec_/);

    // The log, resend and re-enable commands, on an endpoint that really receives.
    const receiver = await startReceiver();
    try {
      const local = await http('POST', '/v1/webhook-endpoints', {
        body: { url: receiver.url, events: ['document_verification.completed'] },
      });
      expect(local.status).toBe(201);
      const started = await http('POST', '/v1/document-verifications', {
        body: {
          document: { url: 'https://example.com/tb-test.pdf', type: 'tuberculosis_test' },
          person: { first_name: 'Ada', last_name: 'Lovelace' },
          sandbox: { decision: 'accepted' },
        },
      });
      await eventually(async () => (receiver.accepted().length > 0 ? true : undefined));
      const ids = { '<endpoint-id>': local.body.id as string };
      const log = await curl(
        readme.find('curl -s localhost:3000/v1/webhook-endpoints/<endpoint-id>/deliveries'),
        ids,
      );
      expect(log.items).toEqual([
        expect.objectContaining({ verification_id: started.body.id, status: 'succeeded', attempts: 1 }),
      ]);
      const resent = await curl(
        readme.find(
          'curl -s -X POST localhost:3000/v1/webhook-endpoints/<endpoint-id>/deliveries/<delivery-id>/retry',
        ),
        { ...ids, '<delivery-id>': log.items[0].id },
      );
      expect(resent).toMatchObject({ id: log.items[0].id, attempts: 2, last_response_status: 204 });
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
        log.items[0].id,
        log.items[0].id,
      ]);
      await http('POST', `/v1/webhook-endpoints/${local.body.id}`, { body: { status: 'disabled' } });
      const enabled = await curl(
        readme.find('curl -s -X POST localhost:3000/v1/webhook-endpoints/<endpoint-id>   -H'),
        ids,
      );
      expect(enabled).toMatchObject({ id: local.body.id, status: 'enabled', disabled_at: null });
    } finally {
      await receiver.close();
    }
  });

  it("the event history commands show the key's events in log order and one verification's stream", async () => {
    const feed = await curl(readme.find("curl -s 'localhost:3000/v1/events?after=0&limit=100'"));
    expect(feed.object).toBe('list');
    const positions = feed.items.map((e: { position: number }) => e.position);
    expect(positions.length).toBeGreaterThan(3);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    const outcomes = await curl(
      readme.find("curl -s 'localhost:3000/v1/events?types=DocumentVerificationCompleted"),
    );
    expect(outcomes.items.length).toBeGreaterThan(0);
    for (const e of outcomes.items)
      expect(['DocumentVerificationCompleted', 'DocumentVerificationFailed']).toContain(e.type);
    const id = outcomes.items[0].verification_id as string;
    const stream = await curl(readme.find('curl -s localhost:3000/v1/document-verifications/<id>/events'), {
      '<id>': id,
    });
    expect(stream.items[0]).toMatchObject({
      type: 'DocumentVerificationRequested',
      version: 0,
      verification_id: id,
    });
    expect(stream.items.at(-1).type).toBe(outcomes.items[0].type);
    // npm start runs the background roles on a second thread: their figures reach the API's /metrics.
    const lookups = await eventually(async () => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const m =
        /^credence_processing_stage_duration_seconds_count\{kind="license",stage="lookup"\} (\d+)$/m.exec(
          text,
        );
      return m && Number(m[1]) > 0 ? Number(m[1]) : undefined;
    });
    expect(lookups).toBeGreaterThan(0);
  });

  it('projections replay rebuilds a read model that answers the same', async () => {
    const before = (await http('GET', '/v1/document-verifications?limit=100')).body.items;
    const licensesBefore = (await http('GET', '/v1/license-verifications?limit=100')).body.items;
    const replayed = await type(readme.find('npm run cli -- projections replay'), { env: env(), cwd: work });
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toMatch(/rebuilt [a-z_, ]+ from [\d,]+ events in [\d,]+ ms \([\d,]+ events\/s\)/);
    expect((await http('GET', '/v1/document-verifications?limit=100')).body.items).toEqual(before);
    expect((await http('GET', '/v1/license-verifications?limit=100')).body.items).toEqual(licensesBefore);
    const feedBefore = (await http('GET', '/v1/events?limit=100')).body.items;
    const one = await type(readme.find('npm run cli -- replay --projection event_feed'), {
      env: env(),
      cwd: work,
    });
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/rebuilt event_feed from [\d,]+ events/);
    expect(one.stdout).not.toContain('verifications:');
    expect((await http('GET', '/v1/events?limit=100')).body.items).toEqual(feedBefore);
  });

  it('events export writes every event as one JSON line, in log order', async () => {
    const exported = await type(readme.find('npm run cli -- events export --from 0 --out history.jsonl'), {
      env: env(),
      cwd: work,
    });
    expect(exported.code).toBe(0);
    const lines = fs.readFileSync(path.join(work, 'history.jsonl'), 'utf8').trim().split('\n');
    const events = lines.map((l) => JSON.parse(l) as { position: number; type: string; metadata: object });
    expect(exported.stderr).toContain(
      `events export: ${events.length.toLocaleString('en-US')} events written to history.jsonl`,
    );
    // Piped, with npm's banner silenced as the README says, stdout carries the same lines.
    const piped = await type(
      'npm run --silent cli -- events export | gzip > history.jsonl.gz && gunzip -c history.jsonl.gz',
      {
        env: env(),
        cwd: work,
      },
    );
    expect(piped.stdout.trim().split('\n')).toEqual(lines);
    const positions = events.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
    // Four verifications were started above (one license, the walk-through's document and license, the
    // webhook test's document) and each completed: every one left its first and last event.
    expect(events.filter((e) => e.type.endsWith('VerificationRequested'))).toHaveLength(4);
    expect(events.filter((e) => e.type.endsWith('VerificationCompleted'))).toHaveLength(4);

    const csv = await type(
      readme.find('npm run cli -- events export --type DocumentVerificationCompleted --format csv'),
      {
        env: env(),
        cwd: work,
      },
    );
    expect(csv.code).toBe(0);
    const rows = fs.readFileSync(path.join(work, 'outcomes.csv'), 'utf8').trim().split('\n');
    expect(rows[0]).toBe('position,recorded_at,type,stream_id,verification_id,version,account,mode,data');
    expect(rows.slice(1).every((r) => r.split(',')[2] === 'DocumentVerificationCompleted')).toBe(true);
    expect(rows).toHaveLength(1 + events.filter((e) => e.type === 'DocumentVerificationCompleted').length);
    const stats = await type(readme.find('npm run cli -- events stats'), { env: env(), cwd: work });
    expect(stats.code).toBe(0);
    expect(stats.stdout).toMatch(new RegExp(`^total\\s+${events.length} events in \\d+ streams`, 'm'));
    // Nothing but the export's own lines reached stdout: the file is clean JSON lines.
    expect(events.every((e) => typeof e.metadata === 'object')).toBe(true);
  });

  it('npm run cli -- --help lists every command; a mistake is one line, the usage and status 2', async () => {
    const help = await type(readme.find('npm run cli -- --help'), { env: env(), cwd: work });
    expect(help.code).toBe(0);
    for (const command of [
      'keys create',
      'keys list',
      'keys revoke',
      'licenses import',
      'licenses stats',
      'projections replay',
      'events export',
    ])
      expect(help.stdout).toContain(command);
    const sub = await type('npm run --silent cli -- licenses import --help', { env: env(), cwd: work });
    expect(sub.code).toBe(0);
    expect(sub.stdout).toMatch(/^usage: npm run cli -- licenses import FILE \[--source NAME\]/);
    const wrong = await type('npm run --silent cli -- keys craete', { env: env(), cwd: work });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.split('\n')[0]).toBe('credence: unknown command "keys craete"');
    expect(wrong.stderr).toContain('usage: npm run cli -- keys COMMAND');
    const missing = await type('npm run --silent cli -- licenses import', { env: env(), cwd: work });
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe('credence: missing FILE');
    const absent = await type('npm run --silent cli -- licenses import nowhere.csv', {
      env: env(),
      cwd: work,
    });
    expect(absent.code).toBe(1);
    expect(absent.stderr.trim()).toBe('credence: no such file: nowhere.csv');
  });

  it('stops the service started by npm start on SIGTERM', async () => {
    await service.stop();
    expect(service.child.exitCode === 0 || service.child.signalCode !== null).toBe(true);
  });

  it('npm run demo runs real verifications, prints them, and leaves the service answering with the printed key', async () => {
    const demoPort = await freePort();
    const demo = typeInBackground(readme.find('npm ci && npm run demo').replace(/^npm ci && /, ''), {
      env: { PORT: String(demoPort), NPI_REGISTRY_URL: 'http://127.0.0.1:9/' },
      cwd: work,
    });
    try {
      await demo.waitFor(/Demo ready: http:\/\/localhost:\d+/, 200_000);
      const output = demo.output();
      const [, demoKey] = /KEY=(sk_test_[A-Za-z0-9]+)/.exec(output)!;
      for (const decision of ['accepted', 'rejected'])
        expect(output).toMatch(new RegExp(`\\b${decision}\\b`));
      expect(output).not.toMatch(/timed out/);
      // The README's first curl works against the demo as it stands.
      const typed = onPort(readme.find('curl -s -X POST localhost:3000/v1/document-verifications'), demoPort);
      const result = await type(typed, { env: { KEY: demoKey }, cwd: work });
      expect(JSON.parse(result.stdout).object).toBe('document_verification');
    } finally {
      await demo.stop();
    }
  });

  it('development commands: build, benchmarks (small sizes) and the corpus evaluation run as typed', async () => {
    const build = await type(readme.find('npm run build'), { cwd: work });
    expect(build.code).toBe(0);
    const benches: Array<[string, Record<string, string>, RegExp]> = [
      ['npm run bench:api', { BENCH_SECONDS: '1', BENCH_TOTAL: '300' }, /ROLES=api vs bare Koa +[\d.]+/],
      ['npm run bench:pipeline', { BENCH_COUNT: '500' }, /whole pipeline \(one process\) +\d+/],
      ['npm run bench:documents', { BENCH_SCALE: '0.1' }, /peak RSS/],
      [
        'npm run bench:licenses',
        { BENCH_ROWS: '2000', BENCH_LOOKUPS: '2000', BENCH_VERIFICATIONS: '100' },
        /verifications\/s/,
      ],
      ['npm run bench:bus', { BENCH_MESSAGES: '2000', FLOW_COUNT: '200' }, /start→completed \/s/],
      [
        'npm run bench:webhooks',
        { BENCH_WEBHOOK_COUNT: '20', BENCH_WEBHOOK_FAULT_COUNT: '4', BENCH_WEBHOOK_FAULT_SECONDS: '2' },
        /result: PASS/,
      ],
      ['npm run bench:fairness', { BENCH_FLOOD: '40' }, /A floods 40, cap on/],
      [
        'npm run bench:replay',
        { BENCH_EVENTS: '3000' },
        /read at a steady 100 requests\/s:[^]*API during the replay: [\d,]+ answers \([\d,]+\/s\), errors 0/,
      ],
      [
        'npm run bench:graphql',
        { BENCH_SECONDS: '1', BENCH_CONNECTIONS: '4' },
        /GraphQL \/ REST: p50 [\d.]+×/,
      ],
    ];
    for (const [prefix, sizes, figures] of benches) {
      const run = await type(readme.find(prefix), { env: sizes, cwd: work, timeoutMs: 180_000 });
      if (run.code !== 0)
        throw new Error(
          `${prefix} exited ${run.code}:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-2000)}`,
        );
      expect(run.stdout + run.stderr).toMatch(figures);
    }
    // The whole generated corpus, read and decided for real: a few minutes, the price of typing it as shown.
    const generated = await type(readme.find('npm run eval:generated'), { cwd: work, timeoutMs: 900_000 });
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/^OVERALL\s+\d+\s+\d+\.\d%/m);
    expect(generated.stdout).toContain('report: .eval/report.json');
    // The three-column evaluation through the API, on one type (the README's own way to limit it).
    const evaluation = await type(readme.find('npm run eval'), {
      env: { EVAL_TYPES: 'resume' },
      cwd: work,
      timeoutMs: 900_000,
    });
    if (evaluation.code !== 0)
      throw new Error(`npm run eval exited ${evaluation.code}:\n${evaluation.stderr.slice(-3000)}`);
    expect(evaluation.stdout).toMatch(/^document type\s+tuning\s+blind\s+outside$/m);
    expect(evaluation.stdout).toMatch(
      /^resume\s+[\d.]+% \(\d+\/\d+\)\s+[\d.]+% \(\d+\/\d+\)\s+[\d.]+% \(\d+\/\d+\)$/m,
    );
    expect(evaluation.stdout).toMatch(/^AUROC right vs wrong\s/m);
    expect(evaluation.stdout).toContain('report: .eval/eval.json');
  }, 1_200_000);

  it('covers every command README.md shows', () => {
    readme.coveredElsewhere('npm test', 'CI runs it: this suite is part of it');
    readme.coveredElsewhere('npm run lint', 'CI runs it as its own step');
    readme.coveredElsewhere('npm run typecheck', 'CI runs it as its own step');
    readme.coveredElsewhere('bash .ci/run', 'it is what CI runs');
    readme.coveredElsewhere(
      'docker compose up --build',
      'no Docker engine here; test/compose checks the wiring',
    );
    readme.coveredElsewhere(
      'docker compose up --scale',
      'no Docker engine here; test/compose checks the wiring',
    );
    expect(readme.uncovered().map((c) => `README.md:${c.line} ${c.text}`)).toEqual([]);
  });
});
