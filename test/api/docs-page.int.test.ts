// The API reference page in a real browser: /docs renders the OpenAPI document with every endpoint,
// from this service alone, without errors; the root links to every page.
import type { Browser } from 'playwright-core';
import type { Harness } from '../support/api-harness';
import { startHarness } from '../support/api-harness';
import { browserAvailable, launchBrowser } from '../support/browser';

const maybe = browserAvailable() ? describe : describe.skip;

maybe('API reference page', () => {
  let api: Harness;
  let browser: Browser;
  beforeAll(async () => {
    api = await startHarness();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  it('lists the endpoints of the OpenAPI document, loading nothing from outside', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto(`${api.base}/docs`, { waitUntil: 'load', timeout: 30_000 });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    const operations = await page
      .locator('.opblock-summary')
      .evaluateAll((nodes) =>
        nodes.map((n) =>
          [
            n.querySelector('.opblock-summary-method'),
            n.querySelector('.opblock-summary-path, .opblock-summary-path__deprecated'),
          ]
            .map((e) => (e?.textContent ?? '').replace(/\u200b/g, '').trim())
            .join(' '),
        ),
      );
    for (const expected of [
      'POST /v1/document-verifications',
      'GET /v1/document-verifications/{id}',
      'GET /v1/license-verifications/{id}',
      'POST /v1/webhook-endpoints',
      'GET /v1/events',
      'POST /v1/verifications',
    ])
      expect(operations).toContain(expected);
    expect(requests.filter((url) => !url.startsWith(api.base))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('answers a browser at the root with a page of links that all open', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${api.base}/`, { waitUntil: 'load', timeout: 30_000 });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    const links = await page.locator('a').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['/docs', '/graphql', '/openapi.json', '/readyz', '/healthz']),
    );
    for (const link of links) {
      const opened = await page.goto(`${api.base}${link}`, { waitUntil: 'load', timeout: 30_000 });
      expect({ link, status: opened?.status() }).toEqual({ link, status: 200 });
    }
    await page.close();
  }, 90_000);

  it('answers a program at the root with the same links as JSON', async () => {
    const r = await api.request('GET', '/', { key: null });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      object: 'service',
      name: 'credence',
      links: {
        api_reference: '/docs',
        openapi: '/openapi.json',
        graphql: '/graphql',
        health: '/healthz',
        readiness: '/readyz',
      },
    });
  });

  it('serves only the files the page needs', async () => {
    for (const file of ['docs.js', 'swagger-ui.css', 'swagger-ui-bundle.js'])
      expect((await api.request('GET', `/docs/${file}`, { key: null })).status).toBe(200);
    for (const file of ['index.html', 'swagger-initializer.js', '..%2Fpackage.json', 'nope.js'])
      expect((await api.request('GET', `/docs/${file}`, { key: null })).status).toBe(404);
  });
});
