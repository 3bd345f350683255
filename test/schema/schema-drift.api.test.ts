// schema/ must tell the truth: the OpenAPI document against the routes, rules and responses the code has,
// and the event catalogue against the events a real flow writes.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { IDEMPOTENCY_KEY_RECORDED } from '../../src/application/idempotency';
import { DOCUMENT_RULE_DEFAULTS, LICENSE_RULE_DEFAULTS } from '../../src/domain/rules';
import { EVENT_TYPES, VERIFICATION_EVENT_TYPES, streamName } from '../../src/domain/verification/events';
import type { VerificationKind } from '../../src/domain/verification/events';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { ruleSchemaOf } from '../../src/http/validation/requests';
import { openApiDocument } from '../../src/http/validation/openapi-document';
import { validateAgainst } from '../../src/http/validation/validator';
import { DOCUMENT_TYPES } from '../../src/shared/value-sets';
import { openDatabase } from '../../src/storage/sqlite';
import type { Harness } from '../support/api-harness';
import { documentBody, eventually, licenseBody, startHarness } from '../support/api-harness';

const ROOT = path.resolve(__dirname, '..', '..');
const doc = openApiDocument() as any;

describe('OpenAPI document', () => {
  it('declares exactly the routes the service serves', async () => {
    const api = await startHarness();
    try {
      const served = new Set<string>();
      const declared = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
        ([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      );
      for (const route of declared) {
        const [method, template] = route.split(' ');
        const url = template.replace('{id}', '0195b2a4-0000-7000-8000-000000000000');
        const r = await api.request(method, url, method === 'POST' ? { body: {} } : {});
        expect({ route, status: r.status }).not.toEqual({ route, status: 405 });
        expect({ route, notFoundPath: r.status === 404 && r.body?.message === 'No such resource.' }).toEqual({
          route,
          notFoundPath: false,
        });
        served.add(route);
      }
      expect(served.size).toBe(declared.length);
    } finally {
      await api.stop();
    }
  });

  it('declares every rule of every document type with the catalogue defaults', () => {
    for (const type of DOCUMENT_TYPES) {
      const schema = doc.components.schemas[ruleSchemaOf(type)];
      expect({ type, rules: Object.keys(schema.properties).sort() }).toEqual({
        type,
        rules: Object.keys(DOCUMENT_RULE_DEFAULTS[type]).sort(),
      });
      for (const [rule, value] of Object.entries(DOCUMENT_RULE_DEFAULTS[type])) {
        if (rule === 'valid_on') continue;
        expect({ type, rule, default: schema.properties[rule].default }).toEqual({
          type,
          rule,
          default: value,
        });
      }
    }
    const license = doc.components.schemas.LicenseRules;
    expect(Object.keys(license.properties).sort()).toEqual(Object.keys(LICENSE_RULE_DEFAULTS).sort());
  });
});

describe('responses and events against schema/', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness({ JOB_MAX_ATTEMPTS: '1' });
  });
  afterAll(async () => api.stop());

  it('answers with bodies that match the OpenAPI response schemas', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { issues: ['name mismatch'], decision: 'rejected' } }),
    });
    expect(validateAgainst('StartResponse', start.body)).toEqual([]);
    const done = await eventually(async () => {
      const r = await api.request('GET', `/v1/document-verifications/${start.body.id}`);
      return r.body.status === 'completed' ? r.body : null;
    });
    expect(validateAgainst('DocumentVerification', done)).toEqual([]);
    expect(
      validateAgainst(
        'DocumentVerificationList',
        (await api.request('GET', '/v1/document-verifications')).body,
      ),
    ).toEqual([]);
    const license = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({ sandbox: { decision: 'accepted' } }),
    });
    const licenseDone = await eventually(async () => {
      const r = await api.request('GET', `/v1/license-verifications/${license.body.id}`);
      return r.body.status === 'completed' ? r.body : null;
    });
    expect(validateAgainst('LicenseVerification', licenseDone)).toEqual([]);
    expect(
      validateAgainst(
        'LicenseVerificationList',
        (await api.request('GET', '/v1/license-verifications')).body,
      ),
    ).toEqual([]);
    const old = await api.request('POST', '/v1/verifications', {
      body: {
        verification_type: 'resume',
        document: { url: 'https://x.example/a' },
        person: { first_name: 'a', last_name: 'b' },
      },
    });
    expect(validateAgainst('DeprecatedVerification', old.body)).toEqual([]);
    expect(
      validateAgainst(
        'DeprecatedVerificationWithDecision',
        (await api.request('GET', `/v1/verifications/${start.body.id}`)).body,
      ),
    ).toEqual([]);
    expect(validateAgainst('Error', (await api.request('GET', '/v1/nowhere')).body)).toEqual([]);
  });

  it('writes only events the catalogue documents, each matching its schema', async () => {
    const catalogue = YAML.parse(fs.readFileSync(path.join(ROOT, 'schema', 'events.yaml'), 'utf8'));
    expect(Object.keys(catalogue.events).sort()).toEqual(
      [...VERIFICATION_EVENT_TYPES, IDEMPOTENCY_KEY_RECORDED].sort(),
    );

    await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'failed' } }),
      headers: { 'idempotency-key': 'cat-1' },
    });
    await api.request('POST', '/v1/document-verifications', {
      body: { ...documentBody(), document: { url: 'http://127.0.0.1:9/x.pdf', type: 'resume' } },
    });
    await eventually(
      async () => (await api.request('GET', '/v1/document-verifications?status=failed')).body.total >= 2,
      20_000,
    );

    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const validators = new Map(
      Object.entries(catalogue.events).map(([type, spec]: [string, any]) => [
        type,
        ajv.compile({ $id: `event-${type}`, definitions: catalogue.definitions, ...spec.data }),
      ]),
    );
    const metadata = ajv.compile(catalogue.metadata);
    const db = openDatabase(path.join(api.dataDir, 'credence.db'));
    try {
      const events = await new SqliteEventStore(db).readAll(0, 10_000);
      const seen = new Set(events.map((e) => e.type));
      expect([...seen].sort()).toEqual(
        expect.arrayContaining([
          'DocumentVerificationRequested',
          'DocumentVerificationStarted',
          'DocumentVerificationCompleted',
          'DocumentVerificationFailed',
          'LicenseVerificationCompleted',
          IDEMPOTENCY_KEY_RECORDED,
        ]),
      );
      for (const event of events) {
        const validate = validators.get(event.type);
        expect({ type: event.type, documented: Boolean(validate) }).toEqual({
          type: event.type,
          documented: true,
        });
        expect({ type: event.type, ok: validate!(event.data), errors: validate!.errors ?? null }).toEqual({
          type: event.type,
          ok: true,
          errors: null,
        });
        expect({ type: event.type, ok: metadata(event.metadata) }).toEqual({ type: event.type, ok: true });
        expect(event.metadata.schema_version).toBe(catalogue.events[event.type].schema_version);
      }
    } finally {
      db.close();
    }
  });
});

describe('event catalogue examples', () => {
  const catalogue = YAML.parse(fs.readFileSync(path.join(ROOT, 'schema', 'events.yaml'), 'utf8'));
  const example = (type: string): Record<string, any> => structuredClone(catalogue.events[type].example);

  it('gives every event type an example that its own schema accepts', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    for (const [type, spec] of Object.entries(catalogue.events) as Array<[string, any]>) {
      const validate = ajv.compile({
        $id: `example-${type}`,
        definitions: catalogue.definitions,
        ...spec.data,
      });
      expect({ type, hasExample: spec.example !== undefined }).toEqual({ type, hasExample: true });
      expect({ type, ok: validate(spec.example), errors: validate.errors ?? null }).toEqual({
        type,
        ok: true,
        errors: null,
      });
    }
    expect(ajv.validate(catalogue.metadata, catalogue.metadata.example)).toBe(true);
  });

  it('folds the examples through the projections and serves them back from the event feed', async () => {
    // The API and the projector only: nothing else acts on the appended history.
    const api = await startHarness({ ROLES: 'api,projector' });
    const db = openDatabase(path.join(api.dataDir, 'credence.db'));
    try {
      const store = new SqliteEventStore(db);
      const metadata = { ...catalogue.metadata.example, account_id: 'acme', mode: 'test' };
      const lifecycles: Array<[VerificationKind, 'completed' | 'failed']> = [
        ['document', 'completed'],
        ['document', 'failed'],
        ['license', 'completed'],
        ['license', 'failed'],
      ];
      const written = [];
      for (const [kind, outcome] of lifecycles) {
        const id = randomUUID();
        const steps = ['requested', 'started', 'attemptFailed', outcome] as const;
        const data: Array<Record<string, any>> = steps.map((step) => ({
          ...example(EVENT_TYPES[kind][step]),
          verification_id: id,
        }));
        await store.appendToStream(
          streamName(kind, id),
          steps.map((step, i) => ({
            id: randomUUID(),
            type: EVENT_TYPES[kind][step],
            data: data[i],
            metadata,
          })),
          'no_stream',
        );
        written.push({ kind, outcome, id, data });
      }

      for (const { kind, outcome, id, data } of written) {
        const url = `/v1/${kind}-verifications/${id}`;
        const read = await eventually(async () => {
          const r = await api.request('GET', url);
          return r.status === 200 && r.body.status === outcome ? r : null;
        }, 20_000);
        const [requested, started, , final] = data;
        expect(read!.body).toMatchObject({
          id,
          status: outcome,
          mode: 'test',
          scheduled_at: requested.scheduled_at,
          started_at: started.started_at,
          external_id: requested.external_id,
          metadata: requested.metadata,
          ...(outcome === 'completed'
            ? {
                completed_at: final.completed_at,
                decision: final.decision,
                confidence: final.confidence,
                issues: final.issues,
                data: final.data,
              }
            : { failed_at: final.failed_at, decision: 'failed', issues: final.issues }),
        });
        const history = await api.request('GET', `${url}/events`);
        expect(history.status).toBe(200);
        expect(history.body.items.map((e: { data: unknown }) => e.data)).toEqual(data);
      }
      const feed = await api.request('GET', '/v1/events?limit=1000');
      expect(feed.body.items.map((e: { data: unknown }) => e.data)).toEqual(written.flatMap((w) => w.data));
    } finally {
      db.close();
      await api.stop();
    }
  });
});
