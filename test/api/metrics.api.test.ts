// /metrics through HTTP: request counts and latency by route template, verifications by kind, type, status
// and decision, processing stages of a real document, queue depth, projection lag and webhook figures.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Harness } from '../support/api-harness';
import { documentBody, eventually, startHarness } from '../support/api-harness';
import { textPdf } from '../support/text-pdf';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses the Prometheus text exposition strictly: every non-comment line is one sample. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return { samples, types };
}

describe('/metrics', () => {
  let api: Harness;
  let docs: http.Server;
  let docsBase: string;
  beforeAll(async () => {
    docs = http.createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/pdf' })
        .end(textPdf(['Ada Lovelace', 'Resume', 'Experience'])),
    );
    await new Promise<void>((r) => docs.listen(0, '127.0.0.1', r));
    docsBase = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
    api = await startHarness({ FETCH_ALLOWED_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await api.stop();
    docs.close();
  });

  const scrape = async () => {
    const r = await fetch(`${api.base}/metrics`);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(await r.text());
  };
  const value = (samples: Sample[], name: string, labels: Record<string, string>) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);

  it('moves with real work, labelled by route template and outcome', async () => {
    const accepted = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'accepted' } }),
    });
    await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'failed' } }),
    });
    const real = await api.request('POST', '/v1/document-verifications', {
      body: {
        document: { url: `${docsBase}/cv.pdf`, type: 'resume' },
        person: { first_name: 'Ada', last_name: 'Lovelace' },
      },
    });
    await api.request('GET', `/v1/document-verifications/${accepted.body.id}`);
    await api.request('GET', '/v1/document-verifications/not-a-uuid');
    await eventually(
      async () =>
        (await api.request('GET', `/v1/document-verifications/${real.body.id}`)).body.status === 'completed',
      30_000,
    );
    const { samples, types } = await eventually(async () => {
      const scraped = await scrape();
      return value(scraped.samples, 'credence_processing_stage_duration_seconds_count', {
        stage: 'understand',
      }) > 0 &&
        value(scraped.samples, 'credence_projection_lag_events', {}) === 0 &&
        // Each verification's request, start and outcome, once committed to the read models.
        value(scraped.samples, 'credence_projection_lag_seconds_count', {}) >= 9
        ? scraped
        : undefined;
    }, 15_000);

    expect(
      value(samples, 'credence_http_requests_total', {
        route: '/v1/document-verifications/:id',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value(samples, 'credence_http_requests_total', {
        route: '/v1/document-verifications/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes(accepted.body.id))).toBe(false);
    expect(types.get('credence_http_request_duration_seconds')).toBe('histogram');
    expect(
      value(samples, 'credence_http_request_duration_seconds_bucket', {
        route: '/v1/document-verifications',
        le: '+Inf',
      }),
    ).toBe(3);

    expect(
      value(samples, 'credence_verifications', {
        kind: 'document',
        type: 'tuberculosis_test',
        status: 'completed',
        decision: 'accepted',
      }),
    ).toBe(1);
    expect(value(samples, 'credence_verifications', { status: 'failed', decision: 'failed' })).toBe(1);
    expect(value(samples, 'credence_verifications', { type: 'resume', status: 'completed' })).toBe(1);
    for (const stage of ['fetch', 'read', 'understand'])
      expect(
        value(samples, 'credence_processing_stage_duration_seconds_count', { kind: 'document', stage }),
      ).toBe(1);
    expect(value(samples, 'credence_processing_duration_seconds_count', { kind: 'document' })).toBe(1);
    expect(value(samples, 'credence_projection_lag_events', { projection: 'verifications' })).toBe(0);
    expect(types.get('credence_projection_lag_seconds')).toBe('histogram');
    expect(value(samples, 'credence_projection_lag_seconds_bucket', { le: '+Inf' })).toBe(
      value(samples, 'credence_projection_lag_seconds_count', {}),
    );
    expect(value(samples, 'credence_projection_checkpoint', { projection: 'event_feed' })).toBeGreaterThan(0);
    expect(
      samples.some((s) => s.name === 'credence_bus_pending_messages' && s.labels.group === 'workers'),
    ).toBe(true);
    expect(value(samples, 'credence_process_resident_memory_bytes', {})).toBeGreaterThan(0);
  }, 60_000);
});
