// Which endpoints subscribe to a scope's outcomes: the pipeline asks for every outcome and keeps the
// answer, so a change made on the same connection or on another (the API thread's) must be seen at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqliteDatabase } from '../../src/storage/sqlite';
import { openDatabase } from '../../src/storage/sqlite';
import type { WebhookEndpoint } from '../../src/webhooks/webhook-store';
import { WebhookStore } from '../../src/webhooks/webhook-store';

const SCOPE = { accountId: 'acme', mode: 'test' } as const;

function endpoint(id: string, events: WebhookEndpoint['events']): WebhookEndpoint {
  return {
    id,
    accountId: SCOPE.accountId,
    mode: SCOPE.mode,
    url: `https://hooks.example.com/${id}`,
    events,
    description: null,
    secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
    status: 'enabled',
    createdAt: `2026-11-25T00:00:0${id.length}.000Z`,
    disabledAt: null,
    failingSince: null,
    retryAt: null,
    consecutiveFailures: 0,
  };
}

describe('webhook subscriptions', () => {
  let dir: string;
  const dbs: SqliteDatabase[] = [];
  const open = () => {
    const db = openDatabase(path.join(dir, 'webhooks.db'));
    dbs.push(db);
    return new WebhookStore(db);
  };
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-webhooks-'))));
  afterEach(() => {
    dbs.splice(0).forEach((db) => db.close());
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('follow endpoints created, changed and deleted through the same store', () => {
    const store = open();
    expect(store.subscriptions(SCOPE)).toEqual([]);
    store.createEndpoint(endpoint('a', ['document_verification.completed']));
    expect(store.subscriptions(SCOPE)).toEqual([
      { endpointId: 'a', events: ['document_verification.completed'] },
    ]);
    store.updateEndpoint('a', { events: ['document_verification.failed'] }, new Date());
    expect(store.subscriptions(SCOPE)).toEqual([
      { endpointId: 'a', events: ['document_verification.failed'] },
    ]);
    store.deleteEndpoint('a');
    expect(store.subscriptions(SCOPE)).toEqual([]);
  });

  it('follow endpoints changed through another connection to the file', () => {
    const pipeline = open();
    const api = open();
    expect(pipeline.subscriptions(SCOPE)).toEqual([]);
    api.createEndpoint(endpoint('a', ['document_verification.completed']));
    expect(pipeline.subscriptions(SCOPE).map((s) => s.endpointId)).toEqual(['a']);
    api.createEndpoint(endpoint('bb', ['license_verification.completed']));
    expect(pipeline.subscriptions(SCOPE).map((s) => s.endpointId)).toEqual(['a', 'bb']);
    api.deleteEndpoint('a');
    expect(pipeline.subscriptions(SCOPE).map((s) => s.endpointId)).toEqual(['bb']);
    expect(pipeline.subscriptions({ accountId: 'globex', mode: 'test' })).toEqual([]);
  });
});
