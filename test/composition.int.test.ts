// A process without the API role (the roles thread of `npm start`, a worker container) starts without
// the HTTP and GraphQL modules, which cost about a second of CPU to load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCredence } from '../src/composition';
import { loadConfig } from '../src/config';
import { silentLogger } from '../src/shared/logger';

/** The watched modules this test process loaded (hoisted: the mock factories may run before this file's body). */
function loaded(): string[] {
  const holder = globalThis as { watchedModulesLoaded?: string[] };
  return (holder.watchedModulesLoaded ??= []);
}
jest.mock('../src/http/app', () => {
  loaded().push('http/app');
  return jest.requireActual('../src/http/app');
});
jest.mock('../src/graphql/subscriptions', () => {
  loaded().push('graphql/subscriptions');
  return jest.requireActual('../src/graphql/subscriptions');
});
jest.mock('kafkajs', () => {
  loaded().push('kafkajs');
  return jest.requireActual('kafkajs');
});

describe('roles without the API', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-roles-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('start and stop without loading the HTTP, GraphQL or Kafka modules', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ROLES: 'worker,projector,dispatcher,webhooks',
      READING_THREADS: '1',
    });
    const running = await startCredence(config, silentLogger);
    await running.stop();
    expect(running.port).toBeNull();
    expect(loaded()).toEqual([]);
  });

  it('load them when the API role runs', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ROLES: 'api', PORT: '0', HOST: '127.0.0.1' });
    const running = await startCredence(config, silentLogger);
    await running.stop();
    expect(running.port).not.toBeNull();
    expect(loaded()).toEqual(['http/app', 'graphql/subscriptions']);
  });
});
