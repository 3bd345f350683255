// The GraphQL IDE page in a real browser: it loads from this service alone, a person pastes a key, runs
// the example query and sees their verifications.
import type { Browser } from 'playwright-core';
import type { Harness } from '../support/api-harness';
import { TEST_KEY, documentBody, eventually, startHarness } from '../support/api-harness';
import { browserAvailable, launchBrowser } from '../support/browser';

const available = browserAvailable();
const maybe = available ? describe : describe.skip;

maybe('GraphQL IDE page', () => {
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

  it('runs a query with a pasted key and shows the data, loading nothing from outside', async () => {
    const started = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'accepted' } }),
    });
    await eventually(
      async () =>
        (await api.request('GET', `/v1/document-verifications/${started.body.id}`)).body.status ===
        'completed',
    );
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/401|Unauthorized/i.test(message.text()))
        problems.push(message.text());
    });
    const response = await page.goto(`${api.base}/graphql`, { waitUntil: 'load', timeout: 30_000 });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForSelector('.graphiql-container', { timeout: 30_000 });

    await page.fill('#key', TEST_KEY);
    await page.waitForTimeout(800);
    await page.waitForSelector('.graphiql-execute-button', { timeout: 15_000 });
    await page.click('.graphiql-execute-button');
    await page.locator('.graphiql-response', { hasText: started.body.id }).waitFor({ timeout: 15_000 });
    const shown = (await page.textContent('.graphiql-response')) ?? '';
    expect(shown).toContain('"decision": "accepted"');
    expect(requests.filter((url) => !url.startsWith(api.base))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('still answers a GET query with a key, and an unknown asset with 404', async () => {
    const r = await api.request('GET', '/graphql?query=%7B__typename%7D');
    expect(r.body).toEqual({ data: { __typename: 'Query' } });
    expect((await api.request('GET', '/graphql/ide/../../package.json', { key: null })).status).toBe(404);
    expect((await api.request('GET', '/graphql/ide/nope.js', { key: null })).status).toBe(404);
    const page = await api.request('GET', '/graphql', { key: null, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('API key');
  });
});
