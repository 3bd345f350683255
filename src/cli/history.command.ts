// `projections replay` and `events export`: the event history, read from the configured event store.
import fs from 'node:fs';
import path from 'node:path';
import { PROJECTIONS } from '../../projections/index';
import type { Adapters } from '../adapters';
import { createAdapters } from '../adapters';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { rebuildBeside } from '../projection/rebuild';
import { createLogger } from '../shared/logger';
import type { Logger } from '../shared/logger';
import type { Command, CommandIo } from './command';
import {
  CommandFailed,
  JSON_OPTION,
  UsageError,
  fmt,
  integerOption,
  stringOption,
  userPath,
} from './command';
import type { RecordedEvent } from '../eventstore/event-store.port';
import { VERIFICATION_EVENT_TYPES } from '../domain/verification/events';
import { IDEMPOTENCY_KEY_RECORDED } from '../application/idempotency';
import { createProgress } from './progress';

async function withStore<T>(
  io: CommandIo,
  use: (adapters: Adapters, config: Config, logger: Logger) => Promise<T>,
): Promise<T> {
  let config: Config;
  try {
    config = loadConfig({ ...io.env, ROLES: 'api' });
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandFailed(error.message);
    throw error;
  }
  const logger = createLogger(io.env.LOG_LEVEL ?? 'warn');
  const adapters = await createAdapters(config, logger);
  try {
    return await use(adapters, config, logger);
  } finally {
    await adapters.close();
  }
}

/** A file for the export, created or truncated; a path that cannot be written is the user's to fix. */
function openOutput(file: string): Promise<fs.WriteStream> {
  return new Promise((resolve, reject) => {
    const stream = fs.createWriteStream(file);
    stream.once('open', () => resolve(stream));
    stream.once('error', (error) => reject(new CommandFailed(`cannot write ${file}: ${error.message}`)));
  });
}

/** Share of the way from `from` to `head`, for the percentage and ETA. */
const ratioOf = (position: number, from: number, head: number): number | undefined =>
  head > from ? (position - from) / (head - from) : undefined;

const replay: Command = {
  words: ['projections', 'replay'],
  positionals: [],
  options: {
    projection: {
      type: 'string',
      display: '--projection NAME',
      description: `rebuild only this read model (${PROJECTIONS.map((p) => p.name).join(', ')})`,
    },
  },
  summary:
    'rebuild the read models from event 0 beside the live ones, then swap them in (the API keeps answering)',
  details: [
    'Reads every event of the configured event store (EVENT_STORE) into a new file next to',
    'DATA_DIR/read-models.db, then replaces the live tables in one transaction. The API serves the old',
    'tables until that commit; the projector carries on from the new checkpoint.',
  ].join('\n'),
  async run(args, io) {
    const only = stringOption(args, 'projection');
    const chosen = only ? PROJECTIONS.filter((p) => p.name === only) : PROJECTIONS;
    if (chosen.length === 0)
      throw new UsageError(
        `--projection must be one of ${PROJECTIONS.map((p) => p.name).join(', ')}, got "${only}"`,
      );
    return withStore(io, async (adapters, config) => {
      const head = await adapters.store.headPosition();
      const progress = createProgress(io, { label: 'projections replay', unit: 'events' });
      const report = await rebuildBeside(
        path.join(config.dataDir, 'read-models.db'),
        adapters.store,
        chosen,
        ({ read, position }) => progress.update(read, ratioOf(position, 0, head)),
      );
      progress.finish();
      const seconds = Math.max(report.rebuildMs / 1000, 0.001);
      io.stdout.write(
        `rebuilt ${chosen.map((p) => p.name).join(', ')} from ${fmt(report.read)} events in ${fmt(report.rebuildMs)} ms (${fmt(Math.round(report.read / seconds))} events/s)\n`,
      );
      for (const [name, applied] of Object.entries(report.applied))
        io.stdout.write(`  ${name}: ${fmt(applied)} events applied\n`);
      io.stdout.write(
        `swapped in ${fmt(report.swapMs)} ms; the API answered from the old tables until then\n`,
      );
      return 0;
    });
  },
};

/** `--from` / `--to`: a position (digits) or an RFC 3339 time (compared with recordedAt). */
interface Bound {
  readonly position?: number;
  readonly time?: number;
}

function boundOf(args: Parameters<Command['run']>[0], name: 'from' | 'to'): Bound | undefined {
  const raw = stringOption(args, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (/^\d{1,15}$/.test(raw)) return { position: Number(raw) };
  const time = Date.parse(raw);
  if (!/^\d{4}-\d\d-\d\d(T[\d:.]+(Z|[+-]\d\d:\d\d))?$/i.test(raw) || Number.isNaN(time))
    throw new UsageError(`--${name} must be an event position or an RFC 3339 time, got "${raw}"`);
  return { time };
}

interface Selection {
  readonly from?: Bound;
  readonly to?: Bound;
  readonly types?: ReadonlySet<string>;
  readonly account?: string;
}

function selectionOf(args: Parameters<Command['run']>[0]): Selection {
  const types = stringOption(args, 'type')
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const type of types ?? [])
    if (!KNOWN_TYPES.has(type))
      throw new UsageError(`--type has an unknown event type "${type}" (see schema/events.yaml)`);
  const account = stringOption(args, 'account')?.trim();
  return {
    from: boundOf(args, 'from'),
    to: boundOf(args, 'to'),
    ...(types?.length ? { types: new Set(types) } : {}),
    ...(account ? { account } : {}),
  };
}

const KNOWN_TYPES = new Set<string>([...VERIFICATION_EVENT_TYPES, IDEMPOTENCY_KEY_RECORDED]);

const selected = (e: RecordedEvent, s: Selection): boolean =>
  (s.from?.time === undefined || Date.parse(e.recordedAt) >= s.from.time) &&
  (s.to?.time === undefined || Date.parse(e.recordedAt) <= s.to.time) &&
  (s.types === undefined || s.types.has(e.type)) &&
  (s.account === undefined || e.metadata.account_id === s.account);

/**
 * Reads the selected events in log order, batch by batch, stopping at `--to` when it is a position.
 * `visit` may return a promise (back-pressure); `onBatch` hears the position reached.
 */
async function scan(
  adapters: Adapters,
  selection: Selection,
  limit: number,
  visit: (events: RecordedEvent[]) => Promise<void> | void,
  onBatch: (visited: number, position: number) => void,
): Promise<number> {
  let position = selection.from?.position ?? 0;
  let visited = 0;
  const last = selection.to?.position ?? Number.MAX_SAFE_INTEGER;
  while (visited < limit && position < last) {
    const batch = await adapters.store.readAll(position, 1000);
    if (batch.length === 0) break;
    position = batch[batch.length - 1].position;
    const chosen = batch
      .filter((e) => e.position <= last && selected(e, selection))
      .slice(0, limit - visited);
    if (chosen.length > 0) await visit(chosen);
    visited += chosen.length;
    onBatch(visited, position);
  }
  return visited;
}

const SELECTION_OPTIONS = {
  from: {
    type: 'string',
    display: '--from POSITION|TIME',
    description: 'events after this position, or recorded at or after this RFC 3339 time',
  },
  to: {
    type: 'string',
    display: '--to POSITION|TIME',
    description: 'events up to this position, or recorded at or before this time',
  },
  type: {
    type: 'string',
    display: '--type T[,T…]',
    description: 'only these event types (schema/events.yaml)',
  },
  account: { type: 'string', display: '--account NAME', description: 'only this account' },
} as const;

const CSV_COLUMNS = [
  'position',
  'recorded_at',
  'type',
  'stream_id',
  'verification_id',
  'version',
  'account',
  'mode',
  'data',
];

const csvCell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvLine = (e: RecordedEvent): string =>
  [
    e.position,
    e.recordedAt,
    e.type,
    e.streamId,
    e.data.verification_id ?? '',
    e.version,
    e.metadata.account_id,
    e.metadata.mode,
    e.data,
  ]
    .map(csvCell)
    .join(',');

const exportEvents: Command = {
  words: ['events', 'export'],
  positionals: [],
  options: {
    ...SELECTION_OPTIONS,
    format: {
      type: 'string',
      display: '--format ndjson|csv',
      description: 'JSON lines (default) or CSV with a header',
    },
    limit: { type: 'string', display: '--limit N', description: 'stop after N events (default: all)' },
    out: { type: 'string', display: '--out FILE', description: 'write to FILE instead of stdout' },
  },
  summary: 'stream stored events in log order, as JSON lines or CSV (for analysts)',
  details: [
    'ndjson: {"id","type","data","metadata","streamId","version","position","recordedAt"} per line.',
    `csv: ${CSV_COLUMNS.join(',')} (data as JSON).`,
    'Every account and mode is exported unless --account narrows it: the file holds personal data.',
    'Example: npm run cli -- events export --from 0 --out history.jsonl',
    "To redirect stdout instead, silence npm's own banner: npm run --silent cli -- events export > history.jsonl",
  ].join('\n'),
  async run(args, io) {
    const selection = selectionOf(args);
    const limit = integerOption(args, 'limit', Number.MAX_SAFE_INTEGER);
    const format = stringOption(args, 'format') ?? 'ndjson';
    if (format !== 'ndjson' && format !== 'csv')
      throw new UsageError(`--format must be ndjson or csv, got "${format}"`);
    const outFile = stringOption(args, 'out');
    return withStore(io, async (adapters) => {
      const out: NodeJS.WritableStream = outFile ? await openOutput(userPath(io, outFile)) : io.stdout;
      const head = await adapters.store.headPosition();
      const start = selection.from?.position ?? 0;
      const progress = createProgress(io, { label: 'events export', unit: 'events' });
      if (format === 'csv') out.write(`${CSV_COLUMNS.join(',')}\n`);
      const written = await scan(
        adapters,
        selection,
        limit,
        async (events) => {
          const lines =
            events.map((e) => (format === 'csv' ? csvLine(e) : JSON.stringify(e))).join('\n') + '\n';
          // Respect back-pressure: a slow consumer of stdout (a pipe to gzip, say) must not make us buffer it all.
          if (!out.write(lines)) await new Promise((resolve) => out.once('drain', resolve));
        },
        (done, position) => progress.update(done, ratioOf(position, start, head)),
      );
      progress.finish();
      if (out !== io.stdout)
        await new Promise<void>((resolve, reject) => out.end((e?: Error) => (e ? reject(e) : resolve())));
      io.stderr.write(`events export: ${fmt(written)} events${outFile ? ` written to ${outFile}` : ''}\n`);
      return 0;
    });
  },
};

const eventStats: Command = {
  words: ['events', 'stats'],
  positionals: [],
  options: { ...SELECTION_OPTIONS, json: JSON_OPTION },
  summary: 'count stored events by type (and the range they span), over the same selection as export',
  async run(args, io) {
    const selection = selectionOf(args);
    return withStore(io, async (adapters) => {
      const head = await adapters.store.headPosition();
      const start = selection.from?.position ?? 0;
      const progress = createProgress(io, { label: 'events stats', unit: 'events' });
      const byType = new Map<string, number>();
      const accounts = new Set<string>();
      const streams = new Set<string>();
      let first: RecordedEvent | null = null;
      let last: RecordedEvent | null = null;
      const total = await scan(
        adapters,
        selection,
        Number.MAX_SAFE_INTEGER,
        (events) => {
          for (const e of events) {
            byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
            accounts.add(`${e.metadata.account_id}/${e.metadata.mode}`);
            streams.add(e.streamId);
          }
          first ??= events[0];
          last = events[events.length - 1];
        },
        (done, position) => progress.update(done, ratioOf(position, start, head)),
      );
      progress.finish();
      const span = (e: RecordedEvent | null) =>
        e ? { position: e.position, recorded_at: e.recordedAt } : null;
      const summary = {
        events: total,
        streams: streams.size,
        accounts: accounts.size,
        first: span(first),
        last: span(last),
        by_type: Object.fromEntries([...byType.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
      };
      if (args.values.json) {
        io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
        return 0;
      }
      const width = Math.max(4, ...[...byType.keys()].map((t) => t.length));
      io.stdout.write(`${'TYPE'.padEnd(width)}  COUNT\n`);
      for (const [type, count] of Object.entries(summary.by_type))
        io.stdout.write(`${type.padEnd(width)}  ${fmt(count)}\n`);
      io.stdout.write(
        `${'total'.padEnd(width)}  ${fmt(total)} events in ${fmt(streams.size)} streams, ${fmt(accounts.size)} account/mode pairs` +
          (summary.first && summary.last
            ? `, positions ${summary.first.position}–${summary.last.position} (${summary.first.recorded_at} – ${summary.last.recorded_at})`
            : '') +
          '\n',
      );
      return 0;
    });
  },
};

/** `replay` alone, as analysts say it. */
const replayShort: Command = { ...replay, words: ['replay'], summary: 'the same as projections replay' };

export const historyCommands: readonly Command[] = [replay, replayShort, exportEvents, eventStats];
