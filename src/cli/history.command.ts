// `projections replay` and `events export`: the event history, read from the configured event store.
import fs from 'node:fs';
import path from 'node:path';
import { PROJECTIONS } from '../../projections/index';
import type { Adapters } from '../adapters';
import { createAdapters } from '../adapters';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { ProjectionRunner } from '../projection/runner';
import { createLogger } from '../shared/logger';
import type { Logger } from '../shared/logger';
import { openDatabase } from '../storage/sqlite';
import type { Command, CommandIo } from './command';
import { CommandFailed, fmt, integerOption, stringOption, userPath } from './command';
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
  options: {},
  summary: 'drop the read models and rebuild them from event 0',
  details: 'Reads every event of the configured event store (EVENT_STORE) into DATA_DIR/read-models.db.',
  async run(_args, io) {
    return withStore(io, async (adapters, config, logger) => {
      const db = openDatabase(path.join(config.dataDir, 'read-models.db'), { synchronous: 'NORMAL' });
      try {
        const head = await adapters.store.headPosition();
        for (const projection of PROJECTIONS) {
          const progress = createProgress(io, {
            label: `projections replay ${projection.name}`,
            unit: 'events',
          });
          const started = Date.now();
          const runner = new ProjectionRunner(db, adapters.store, projection, logger);
          const applied = await runner.replay((done, position) =>
            progress.update(done, ratioOf(position, 0, head)),
          );
          progress.finish();
          const ms = Date.now() - started;
          const rate = Math.round(applied / Math.max(ms / 1000, 0.001));
          io.stdout.write(
            `${projection.name}: rebuilt from ${fmt(applied)} events in ${fmt(ms)} ms (${fmt(rate)} events/s)\n`,
          );
        }
        return 0;
      } finally {
        db.close();
      }
    });
  },
};

const exportEvents: Command = {
  words: ['events', 'export'],
  positionals: [],
  options: {
    from: {
      type: 'string',
      display: '--from POSITION',
      description: 'start after this position (default 0: all)',
    },
    limit: { type: 'string', display: '--limit N', description: 'stop after N events (default: all)' },
    out: { type: 'string', display: '--out FILE', description: 'write to FILE instead of stdout' },
  },
  summary: 'print stored events as JSON lines on stdout, in log order (for analysts)',
  details: [
    'Each line: {"id","type","data","metadata","streamId","version","position","recordedAt"}.',
    'Every account and mode is exported: the file holds personal data, keep it accordingly.',
    'Example: npm run cli -- events export --from 0 --out history.jsonl',
    "To redirect stdout instead, silence npm's own banner: npm run --silent cli -- events export > history.jsonl",
  ].join('\n'),
  async run(args, io) {
    const from = integerOption(args, 'from', 0);
    const limit = integerOption(args, 'limit', Number.MAX_SAFE_INTEGER);
    const outFile = stringOption(args, 'out');
    return withStore(io, async (adapters) => {
      const out: NodeJS.WritableStream = outFile ? await openOutput(userPath(io, outFile)) : io.stdout;
      const head = await adapters.store.headPosition();
      const progress = createProgress(io, { label: 'events export', unit: 'events' });
      let position = from;
      let written = 0;
      while (written < limit) {
        const batch = await adapters.store.readAll(position, Math.min(1000, limit - written));
        if (batch.length === 0) break;
        const lines = batch.map((e) => JSON.stringify(e)).join('\n') + '\n';
        // Respect back-pressure: a slow consumer of stdout (a pipe to gzip, say) must not make us buffer it all.
        if (!out.write(lines)) await new Promise((resolve) => out.once('drain', resolve));
        written += batch.length;
        position = batch[batch.length - 1].position;
        progress.update(written, ratioOf(position, from, head));
      }
      progress.finish();
      if (out !== io.stdout)
        await new Promise<void>((resolve, reject) => out.end((e?: Error) => (e ? reject(e) : resolve())));
      io.stderr.write(`events export: ${fmt(written)} events${outFile ? ` written to ${outFile}` : ''}\n`);
      return 0;
    });
  },
};

export const historyCommands: readonly Command[] = [replay, exportEvents];
