import { CircuitBreaker, CircuitOpenError } from '../../src/engines/license/sources/circuit-breaker';

describe('circuit breaker', () => {
  it('opens after N consecutive failures, lets one trial through after the cool-down, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 3, coolDownMs: 1000, now: () => now });
    for (let i = 0; i < 3; i += 1) {
      breaker.acquire();
      breaker.failed();
    }
    expect(breaker.state).toBe('open');
    expect(() => breaker.acquire()).toThrow(CircuitOpenError);
    now = 1000;
    expect(breaker.state).toBe('half_open');
    breaker.acquire();
    expect(() => breaker.acquire()).toThrow(CircuitOpenError);
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    breaker.acquire();
  });

  it('re-opens for a new cool-down when the trial fails, and a success resets the count', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 500, now: () => now });
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.state).toBe('closed');
    breaker.failed();
    expect(breaker.state).toBe('open');
    now = 600;
    breaker.acquire();
    breaker.failed();
    expect(breaker.state).toBe('open');
    now = 1000;
    expect(breaker.state).toBe('open');
    now = 1100;
    expect(breaker.state).toBe('half_open');
  });
});
