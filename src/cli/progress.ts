// Progress of long CLI commands (import, replay, export) on stderr, so stdout stays the command's output.
// On a terminal one line is redrawn in place at most ten times a second; elsewhere (a pipe, a log, CI) a
// plain line is printed every few seconds, because carriage returns make a log unreadable.
import { performance } from 'node:perf_hooks';
import type { CommandIo } from './command';
import { fmt } from './command';

export interface Progress {
  /**
   * `done` items so far; `ratio` (0–1) of the whole when it is known, which gives the percentage and ETA.
   * Updates closer together than the redraw interval are skipped unless `force`d (a change of phase).
   */
  update(done: number, ratio?: number, note?: string, force?: boolean): void;
  /** Clears the terminal line; plain output needs nothing. */
  finish(): void;
}

export interface ProgressOptions {
  readonly label: string;
  /** Plural noun for the items: "rows", "events". */
  readonly unit: string;
  /** Plain mode: at least this long between two lines. */
  readonly intervalMs?: number;
  readonly now?: () => number;
}

const REDRAW_MS = 100;
const BAR_WIDTH = 24;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function createProgress(io: CommandIo, options: ProgressOptions): Progress {
  const now = options.now ?? (() => performance.now());
  const interval = io.isTTY ? REDRAW_MS : (options.intervalMs ?? 5000);
  const started = now();
  let shownAt = started;
  let drawn = false;

  const describe = (done: number, ratio: number | undefined, elapsed: number) => {
    const rate = done / Math.max(elapsed, 0.001);
    const parts = [`${fmt(done)} ${options.unit}`, `${fmt(Math.round(rate))} ${options.unit}/s`];
    if (ratio !== undefined && ratio > 0 && ratio < 1)
      parts.push(`ETA ${formatDuration((elapsed * (1 - ratio)) / ratio)}`);
    return parts;
  };

  return {
    update(done, ratio, note, force = false) {
      const at = now();
      // A short command prints no progress in plain mode at all: its summary says everything.
      if ((!force || !io.isTTY) && at - shownAt < interval) return;
      shownAt = at;
      const elapsed = (at - started) / 1000;
      const clamped = ratio === undefined ? undefined : Math.min(1, Math.max(0, ratio));
      const parts = describe(done, clamped, elapsed);
      if (note) parts.push(note);
      const percent = clamped === undefined ? '' : `${String(Math.floor(clamped * 100)).padStart(3)}%`;
      if (io.isTTY) {
        const filled = Math.round((clamped ?? 0) * BAR_WIDTH);
        const bar =
          clamped === undefined ? '' : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent} `;
        io.stderr.write(`\r\x1b[2K${options.label} ${bar}${parts.join(' · ')}`);
        drawn = true;
      } else {
        io.stderr.write(`${options.label}: ${percent ? `${percent.trim()}, ` : ''}${parts.join(', ')}\n`);
      }
    },
    finish() {
      if (drawn) io.stderr.write('\r\x1b[2K');
      drawn = false;
    },
  };
}
