import { PassThrough } from 'node:stream';
import { createProgress, formatDuration } from '../../src/cli/progress';

function io(isTTY: boolean) {
  const stderr = new PassThrough();
  let text = '';
  stderr.on('data', (c: Buffer) => (text += c.toString()));
  return { io: { stdout: new PassThrough(), stderr, isTTY, env: {} }, text: () => text };
}

describe('CLI progress', () => {
  it('prints a plain line at most every interval when stderr is not a terminal, with rate and ETA', () => {
    let now = 0;
    const out = io(false);
    const progress = createProgress(out.io, {
      label: 'events export',
      unit: 'events',
      intervalMs: 5000,
      now: () => now,
    });
    now = 1000;
    progress.update(1000, 0.1);
    expect(out.text()).toBe('');
    now = 5000;
    progress.update(5000, 0.25);
    now = 6000;
    progress.update(6000, 0.3);
    now = 10_000;
    progress.update(10_000, 0.5, 'merging');
    progress.finish();
    expect(out.text().split('\n')).toEqual([
      'events export: 25%, 5,000 events, 1,000 events/s, ETA 15 s',
      'events export: 50%, 10,000 events, 1,000 events/s, ETA 10 s, merging',
      '',
    ]);
  });

  it('says nothing in plain mode for a command shorter than the interval, even when a phase changes', () => {
    let now = 0;
    const out = io(false);
    const progress = createProgress(out.io, { label: 'licenses import', unit: 'rows', now: () => now });
    now = 300;
    progress.update(10, 1, 'merging', true);
    progress.finish();
    expect(out.text()).toBe('');
  });

  it('redraws one line in place on a terminal and clears it when done', () => {
    let now = 0;
    const out = io(true);
    const progress = createProgress(out.io, { label: 'projections replay', unit: 'events', now: () => now });
    now = 50;
    progress.update(10, 0.01);
    now = 2000;
    progress.update(20_000, 0.5);
    now = 2050;
    progress.update(20_500, 0.51, 'merging', true);
    progress.finish();
    const frames = out.text().split('\r\x1b[2K').filter(Boolean);
    expect(frames).toEqual([
      'projections replay [############------------]  50% 20,000 events · 10,000 events/s · ETA 2 s',
      'projections replay [############------------]  51% 20,500 events · 10,000 events/s · ETA 2 s · merging',
    ]);
    expect(out.text().endsWith('\r\x1b[2K')).toBe(true);
  });

  it('leaves out the percentage and ETA when the total is unknown', () => {
    let now = 0;
    const out = io(false);
    const progress = createProgress(out.io, { label: 'x', unit: 'rows', intervalMs: 1, now: () => now });
    now = 2000;
    progress.update(4000);
    expect(out.text()).toBe('x: 4,000 rows, 2,000 rows/s\n');
  });

  it.each([
    [0.2, '1 s'],
    [59, '59 s'],
    [61, '1 min 1 s'],
    [3725, '1 h 2 min'],
    [Infinity, '?'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
