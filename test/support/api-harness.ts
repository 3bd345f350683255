// Starts the whole service in process (all roles, embedded storage in a temp DATA_DIR) on a free port,
// and gives tests a small HTTP client. Engines can be replaced to drive faults.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Overrides, RunningCredence } from '../../src/composition';
import { startCredence } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/shared/logger';

export const TEST_KEY = 'sk_test_acmeTESTkey0001';
export const LIVE_KEY = 'sk_live_acmeLIVEkey0001';
export const OTHER_KEY = 'sk_test_globexTESTkey01';

export interface Harness {
  readonly base: string;
  readonly dataDir: string;
  readonly running: RunningCredence;
  request(method: string, url: string, options?: RequestOptions): Promise<ApiResponse>;
  stop(): Promise<void>;
}

export interface RequestOptions {
  readonly key?: string | null;
  readonly body?: unknown;
  readonly rawBody?: string | Buffer;
  readonly headers?: Record<string, string>;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
  readonly text: string;
}

export async function startHarness(
  env: Record<string, string> = {},
  overrides: Overrides = {},
): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-api-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_KEYS: `${TEST_KEY}@acme,${LIVE_KEY}@acme,${OTHER_KEY}@globex`,
    BUS_LEASE_MS: '2000',
    JOB_RETRY_BASE_MS: '20',
    READING_THREADS: '1',
    ...env,
  });
  const running = await startCredence(config, silentLogger, overrides);
  const base = `http://127.0.0.1:${running.port}`;
  return {
    base,
    dataDir,
    running,
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      const key = options.key === undefined ? TEST_KEY : options.key;
      if (key) headers.authorization = `Bearer ${key}`;
      let body: string | Buffer | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(base + url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async stop() {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` returns a value, or fails after the time-out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const documentBody = (extra: Record<string, unknown> = {}) => ({
  document: { url: 'https://docs.example.com/tb-test.pdf', type: 'tuberculosis_test' },
  person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
  ...extra,
});

export const licenseBody = (extra: Record<string, unknown> = {}) => ({
  license: { type: 'RN', number: 'RN123456', jurisdiction: 'CA' },
  person: { first_name: 'Florence', last_name: 'Nightingale' },
  ...extra,
});
