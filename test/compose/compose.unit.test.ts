// docker-compose.yml cannot be run here (no Docker engine), so its wiring is checked as data.
import fs from 'node:fs';
import path from 'node:path';
import { EventStoreDBClient } from '@eventstore/db-client';
import { parse } from 'yaml';
import { credenceTopics } from '../../src/bus/kafka/topics';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  command?: string[] | string;
}

const root = path.resolve(__dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const roles = ['api', 'worker', 'dispatcher', 'projector', 'webhooks'];
const credence = Object.entries(services).filter(([, s]) => s.environment?.ROLES !== undefined);

/** The configuration Credence reads (SPEC.md section 1, ARCHITECTURE.md, src/config.ts). */
const KNOWN_ENV = new Set([
  'ROLES',
  'PORT',
  'HOST',
  'DATA_DIR',
  'API_KEYS',
  'FETCH_ALLOWED_HOSTS',
  'LOG_LEVEL',
  'EVENT_STORE',
  'EVENTSTORE_URL',
  'BUS',
  'KAFKA_BROKERS',
  'KAFKA_CLIENT_ID',
  'LICENSE_ROUTING_FILE',
  'NPI_REGISTRY_URL',
  'METRICS_PORT',
]);

describe('docker-compose.yml', () => {
  it('pins every image to a version, or builds it', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build !== undefined) continue;
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/^[^:]+:\d[\w.-]*$/),
      });
    }
  });

  it('checks the health of the stores and the API', () => {
    for (const name of ['eventstore', 'kafka', 'api'])
      expect(services[name].healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('runs one service per role, all from the one image, covering every role', () => {
    expect(credence.map(([, s]) => s.environment?.ROLES).sort()).toEqual([...roles].sort());
    const images = new Set(credence.map(([, s]) => `${String(s.image)} ${JSON.stringify(s.build)}`));
    expect(images.size).toBe(1);
    expect(credence.every(([, s]) => s.build !== undefined)).toBe(true);
    expect(services.api.environment?.PORT).toBe(3000);
  });

  it('wires the roles to EventStoreDB and Kafka with known settings only', () => {
    for (const [name, service] of credence) {
      const env = service.environment ?? {};
      expect({ name, unknown: Object.keys(env).filter((key) => !KNOWN_ENV.has(key)) }).toEqual({
        name,
        unknown: [],
      });
      expect(env).toMatchObject({ EVENT_STORE: 'eventstoredb', BUS: 'kafka', DATA_DIR: '/data' });
      expect(String(env.KAFKA_BROKERS).split(',')[0]).toMatch(/^kafka:\d+$/);
      expect(env.KAFKA_CLIENT_ID).toBeTruthy();
      expect(() => EventStoreDBClient.connectionString(String(env.EVENTSTORE_URL))).not.toThrow();
      expect(service.depends_on).toMatchObject({
        eventstore: { condition: 'service_healthy' },
        kafka: { condition: 'service_healthy' },
        'kafka-init': { condition: 'service_completed_successfully' },
      });
    }
  });

  it('creates the topics of topics.ts with the same partition counts', () => {
    const script = ([] as string[]).concat(services['kafka-init'].command ?? []).join('\n');
    const created = [...script.matchAll(/^\s*create (\S+) (\d+)\s*$/gm)].map((m) => [m[1], Number(m[2])]);
    const declared = credenceTopics().map((t) => [t.topic, t.numPartitions]);
    expect(created.sort()).toEqual(declared.sort());
    expect(services['kafka-init'].depends_on).toMatchObject({ kafka: { condition: 'service_healthy' } });
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

  it('builds in one stage and runs production dependencies only, as a non-root user', () => {
    expect(dockerfile).toMatch(/RUN npm ci\n/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/CMD \["node", "dist\/src\/main.js"\]/);
    expect(dockerfile).toMatch(/python3 make g\+\+/);
  });

  it('keeps built output and local data out of the build context', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.git']) expect(ignored).toContain(entry);
  });
});
