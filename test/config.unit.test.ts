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
