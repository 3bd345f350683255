import type { BusMessage } from '../bus/bus.port';
import { Defer, RetryLater } from '../bus/bus.port';
import type { DocumentEngine, EngineOutcome, LicenseEngine } from '../engines/contract';
import { TransientFault } from '../engines/contract';
import type { EventStore } from '../eventstore/event-store.port';
import { handleVerificationCommand, loadStream } from '../application/command-handler';
import type { HandledCommand } from '../application/command-handler';
import type { CommandMeta, VerificationCommand } from '../domain/verification/decide';
import { VerificationAlreadyFinished } from '../domain/verification/errors';
import type { ExistingVerification } from '../domain/verification/state';
import { isDocumentRequest, isFinal } from '../domain/verification/state';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import { parseJob } from './job';
import { isSandboxed, sandboxFailureIssues, sandboxOutcome } from './sandbox';
import type { Metrics } from '../observability/metrics';

export interface ProcessorOptions {
  readonly store: EventStore;
  readonly documents: DocumentEngine;
  readonly licenses: LicenseEngine;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Attempts in all before a transient fault fails the verification. */
  readonly maxAttempts: number;
  /** First retry delay; doubles per attempt, capped at 5 minutes. */
  readonly retryBaseMs: number;
  /** Time-box of one engine run; past it the attempt counts as a transient failure. */
  readonly jobTimeoutMs: number;
  readonly metrics?: Pick<Metrics, 'observeProcessing' | 'observeStage'>;
  /**
   * Documents of one account processed at once by this worker (0: no cap). Past it, the account's further
   * jobs are deferred (not failed, not counted as attempts) so other accounts' jobs get the slots.
   */
  readonly accountDocumentCap?: number;
  /**
   * Engine runs at once (0: no limit). The bus may hand over more jobs than this: sandboxed outcomes need no
   * engine and are recorded at once, while a job beyond the limit waits (its lease kept) for a free engine.
   */
  readonly concurrency?: number;
}

/** How long a job over its account's cap waits before it is offered again (with jitter). */
const DEFER_MS = 300;

/**
 * Handles one `verification.requested` message, at least once. Every append goes through the command
 * handler with the expected version, so a redelivered job whose outcome is recorded is acknowledged and
 * skipped, and two workers racing on one job cannot record two outcomes.
 */
export function createJobProcessor(options: ProcessorOptions): (message: BusMessage) => Promise<void> {
  const { store, clock, logger } = options;
  const inProgress = new Map<string, number>();
  const engines = new Slots(options.concurrency ?? 0);
  return async (message) => {
    const job = parseJob(message.value);
    if (!job) {
      logger.error({ value: message.value }, 'malformed job message dropped');
      return;
    }
    const meta: CommandMeta = {
      correlation_id: job.verification_id,
      causation_id: message.headers['x-event-id'],
    };
    const loaded = await loadStream(store, job.kind, job.verification_id);
    const { state } = loaded;
    if (!state.exists || isFinal(state)) return;
    // The first command decides on the stream just read; later ones read it again.
    let recorded: typeof loaded.recorded | undefined = loaded.recorded;
    const run = (command: VerificationCommand | VerificationCommand[]) => {
      const known = recorded;
      recorded = undefined;
      return handleVerificationCommand(store, job.kind, job.verification_id, command, {
        recorded: known,
      }).catch((error: unknown) => {
        if (error instanceof VerificationAlreadyFinished) return null;
        throw error;
      });
    };
    const now = () => clock.now().toISOString();

    const sandbox = state.request.sandbox;
    if (state.mode === 'test' && isSandboxed(sandbox)) {
      if (sandbox.status === 'scheduled') return;
      const startCommand: VerificationCommand = {
        type: 'StartProcessing',
        data: { at: now() },
        metadata: meta,
      };
      if (sandbox.status === 'processing') {
        await run(startCommand);
        return;
      }
      // Started and the forced outcome are decided together and appended atomically.
      if (sandbox.status === 'failed') {
        await run([
          startCommand,
          {
            type: 'FailVerification',
            data: { at: now(), issues: sandboxFailureIssues(sandbox), reason: 'sandbox' },
            metadata: meta,
          },
        ]);
        return;
      }
      const { decision, confidence, issues, data } = sandboxOutcome(state.request, sandbox);
      await run([
        startCommand,
        {
          type: 'CompleteVerification',
          data: { at: now(), outcome: { decision, confidence, issues, data } },
          metadata: meta,
        },
      ]);
      return;
    }

    const cap = job.kind === 'document' ? (options.accountDocumentCap ?? 0) : 0;
    const busy = inProgress.get(state.accountId) ?? 0;
    if (cap > 0 && busy >= cap) throw new Defer(DEFER_MS + Math.round(Math.random() * DEFER_MS));
    if (cap > 0) inProgress.set(state.accountId, busy + 1);
    try {
      await engines.acquire();
      try {
        await processForReal(state, run, meta, now);
      } finally {
        engines.release();
      }
    } finally {
      if (cap > 0) {
        const left = (inProgress.get(state.accountId) ?? 1) - 1;
        if (left > 0) inProgress.set(state.accountId, left);
        else inProgress.delete(state.accountId);
      }
    }
  };

  async function processForReal(
    state: ExistingVerification,
    run: (command: VerificationCommand | VerificationCommand[]) => Promise<HandledCommand | null>,
    meta: CommandMeta,
    now: () => string,
  ): Promise<void> {
    const job = { kind: state.kind, verification_id: state.id };
    await run({ type: 'StartProcessing', data: { at: now() }, metadata: meta });
    let outcome: EngineOutcome;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      outcome = await runEngine(options, state);
      if (job.kind === 'license') options.metrics?.observeStage('license', 'lookup', seconds());
      options.metrics?.observeProcessing(
        job.kind,
        outcome.kind === 'completed' ? outcome.decision : 'failed',
        seconds(),
      );
    } catch (error) {
      options.metrics?.observeProcessing(
        job.kind,
        error instanceof TransientFault ? 'retried' : 'failed',
        seconds(),
      );
      if (!(error instanceof TransientFault)) {
        logger.error({ err: error, verification_id: job.verification_id }, 'engine failed unexpectedly');
        await run({
          type: 'FailVerification',
          data: { at: now(), issues: ['processing error'], reason: describe(error) },
          metadata: meta,
        });
        return;
      }
      const attempt = state.failedAttempts + 1;
      const delay = Math.min(300_000, options.retryBaseMs * 2 ** (attempt - 1));
      const result = await run({
        type: 'RecordFailedAttempt',
        data: {
          at: now(),
          issue: error.issue,
          reason: error.message,
          retryAt: new Date(clock.now().getTime() + delay).toISOString(),
          maxAttempts: options.maxAttempts,
        },
        metadata: meta,
      });
      logger.warn(
        { verification_id: job.verification_id, attempt, reason: error.message },
        'transient fault',
      );
      if (result && !isFinal(result.state)) throw new RetryLater(delay, error.message);
      return;
    }
    if (outcome.kind === 'completed') {
      const { decision, confidence, issues, data } = outcome;
      await run({
        type: 'CompleteVerification',
        data: { at: now(), outcome: { decision, confidence, issues, data } },
        metadata: meta,
      });
    } else {
      await run({
        type: 'FailVerification',
        data: { at: now(), issues: outcome.issues, reason: outcome.reason },
        metadata: meta,
      });
    }
  }
}

/** A counting semaphore: at most `size` holders (0: unlimited), the others wait in arrival order. */
class Slots {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  acquire(): Promise<void> {
    if (this.size <= 0 || this.held < this.size) {
      this.held += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held -= 1;
  }
}

async function runEngine(options: ProcessorOptions, state: ExistingVerification): Promise<EngineOutcome> {
  const signal = AbortSignal.timeout(options.jobTimeoutMs);
  const { request } = state;
  const person = {
    first_name: request.person.first_name,
    last_name: request.person.last_name,
    ...(request.person.middle_name ? { middle_name: request.person.middle_name } : {}),
    ...(request.person.dob ? { dob: request.person.dob } : {}),
  };
  const work = isDocumentRequest(request)
    ? options.documents.verify({
        verificationId: state.id,
        accountId: state.accountId,
        document: { url: request.document.url, type: request.document.type },
        person,
        rules: request.rules,
        signal,
      })
    : options.licenses.verify({
        verificationId: state.id,
        accountId: state.accountId,
        license: {
          type: request.license.type,
          number: request.license.number,
          ...(request.license.jurisdiction ? { jurisdiction: request.license.jurisdiction } : {}),
        },
        person,
        rules: request.rules,
        signal,
      });
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener(
      'abort',
      () => reject(new TransientFault('processing timed out', 'processing error')),
      {
        once: true,
      },
    ),
  );
  return Promise.race([work, timedOut]);
}

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
}
