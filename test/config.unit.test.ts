import os from 'node:os';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('defaults to every role on embedded storage', () => {
    const config = loadConfig({});
    expect([...config.roles].sort()).toEqual(['api', 'dispatcher', 'projector', 'webhooks', 'worker']);
    expect(config).toMatchObject({
      port: 3000,
      eventStore: { kind: 'embedded', lingerMs: 2 },
      bus: { kind: 'embedded' },
    });
    expect(loadConfig({ PIPELINE_LINGER_MS: '0' }).eventStore).toEqual({ kind: 'embedded', lingerMs: 0 });
    expect(() => loadConfig({ PIPELINE_LINGER_MS: '500' })).toThrow(/PIPELINE_LINGER_MS/);
  });

  it('spreads the roles over threads: the API alone on the main thread, the projector apart on two cores', () => {
    const all = { ROLES: 'api,worker,projector,dispatcher,webhooks' };
    expect(loadConfig({ ...all, ROLE_THREADS: 'split' }).threads).toEqual([
      ['api'],
      ['worker', 'dispatcher', 'webhooks'],
      ['projector'],
    ]);
    expect(loadConfig({ ...all, ROLE_THREADS: 'one' }).threads).toEqual([
      ['api'],
      ['worker', 'projector', 'dispatcher', 'webhooks'],
    ]);
    expect(loadConfig({ ...all, ROLE_THREADS: 'off' }).threads).toEqual([
      ['api', 'worker', 'projector', 'dispatcher', 'webhooks'],
    ]);
    // Without the API the main thread runs the first group; a single role is never split.
    expect(loadConfig({ ROLES: 'worker,projector', ROLE_THREADS: 'split' }).threads).toEqual([
      ['worker'],
      ['projector'],
    ]);
    expect(loadConfig({ ROLES: 'projector', ROLE_THREADS: 'split' }).threads).toEqual([['projector']]);
    expect(loadConfig({ ROLES: 'api,dispatcher', ROLE_THREADS: 'split' }).threads).toEqual([
      ['api'],
      ['dispatcher'],
    ]);
    const auto = loadConfig(all).threads;
    expect(auto).toHaveLength(os.availableParallelism() >= 2 ? 3 : 2);
    expect(() => loadConfig({ ROLE_THREADS: 'many' })).toThrow(/ROLE_THREADS/);
  });

  it('reports every mistake at once, naming the variable', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        ROLES: 'api,chef',
        EVENT_STORE: 'eventstoredb',
        BUS: 'kafka',
        KAFKA_BROKERS: 'nohostport',
        API_KEYS: 'pk_test_x@acme',
      });
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'ROLES', 'EVENTSTORE_URL', 'KAFKA_BROKERS', 'API_KEYS'])
        expect(problems).toContain(name);
    }
  });

  it('takes production adapters from the environment', () => {
    const config = loadConfig({
      ROLES: 'worker',
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      BUS: 'kafka',
      KAFKA_BROKERS: 'kafka:9092, kafka2:9092',
    });
    expect(config.eventStore).toEqual({ kind: 'eventstoredb', url: 'esdb://eventstore:2113?tls=false' });
    expect(config.bus).toEqual({
      kind: 'kafka',
      brokers: ['kafka:9092', 'kafka2:9092'],
      clientId: 'credence',
      idempotent: true,
      sessionTimeoutMs: 30_000,
    });
    expect([...config.roles]).toEqual(['worker']);
  });
});
