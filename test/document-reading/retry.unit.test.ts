import { backoffDelay, parseRetryAfter, retry } from '../../src/shared/http/retry';

describe('retry', () => {
  it('retries transient errors with growing, capped delays and returns the first success', async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await retry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('flaky');
        return 'ok';
      },
      {
        attempts: 3,
        baseDelayMs: 1,
        maxDelayMs: 4,
        isTransient: () => true,
        onRetry: (_e, _a, d) => delays.push(d),
      },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(delays).toHaveLength(2);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(4);
  });

  it('rethrows permanent errors at once and the last error after the attempts', async () => {
    let calls = 0;
    const permanent = retry(
      async () => {
        calls += 1;
        throw new Error('permanent');
      },
      { attempts: 5, baseDelayMs: 1, maxDelayMs: 1, isTransient: () => false },
    );
    await expect(permanent).rejects.toThrow('permanent');
    expect(calls).toBe(1);

    calls = 0;
    const exhausted = retry(
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { attempts: 3, baseDelayMs: 1, maxDelayMs: 1, isTransient: () => true },
    );
    await expect(exhausted).rejects.toThrow('failure 3');
  });

  it('computes equal-jitter backoff within bounds', () => {
    const options = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, { ...options, random: () => 0 })).toBe(50);
    expect(backoffDelay(1, { ...options, random: () => 1 })).toBe(100);
    expect(backoffDelay(3, { ...options, random: () => 1 })).toBe(400);
    expect(backoffDelay(10, { ...options, random: () => 1 })).toBe(1000);
  });

  it('parses Retry-After in seconds and as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
