import { createHash, randomUUID } from 'node:crypto';
import type { EventStore } from '../eventstore/event-store.port';
import { WrongExpectedVersion } from '../eventstore/event-store.port';
import { SCHEMA_VERSION } from '../domain/verification/events';
import type { VerificationKind } from '../domain/verification/events';
import type { Clock } from '../shared/clock';
import type { Mode } from '../shared/value-sets';

export const IDEMPOTENCY_KEY_RECORDED = 'IdempotencyKeyRecorded';
const WINDOW_MS = 24 * 3600_000;

export class IdempotencyKeyReused extends Error {
  constructor() {
    super('the idempotency key was used with a different request');
    this.name = 'IdempotencyKeyReused';
  }
}

export interface IdempotentStart {
  readonly verificationId: string;
  readonly replayed: boolean;
}

/**
 * Idempotency keys live in the event store, in one stream per (account, mode, key): the claim is
 * appended with the expected version before the verification itself, so two racing requests cannot both
 * start something, and a crash between the two appends is finished by the retry (the claim names the id).
 */
export async function startIdempotently(
  store: EventStore,
  clock: Clock,
  scope: { accountId: string; mode: Mode },
  key: string,
  requestHash: string,
  kind: VerificationKind,
  newId: () => string,
  start: (verificationId: string) => Promise<void>,
  exists: (verificationId: string) => Promise<boolean>,
): Promise<IdempotentStart> {
  const keyHash = sha256(`${scope.accountId}\u0000${scope.mode}\u0000${key}`);
  const stream = `idempotency-${keyHash}`;
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(stream);
    const last = recorded[recorded.length - 1];
    const now = clock.now();
    if (last && now.getTime() - Date.parse(String(last.data.recorded_at)) < WINDOW_MS) {
      if (last.data.request_hash !== requestHash) throw new IdempotencyKeyReused();
      const verificationId = String(last.data.verification_id);
      if (!(await exists(verificationId))) await start(verificationId);
      return { verificationId, replayed: true };
    }
    const verificationId = newId();
    try {
      await store.appendToStream(
        stream,
        [
          {
            id: randomUUID(),
            type: IDEMPOTENCY_KEY_RECORDED,
            data: {
              key_hash: keyHash,
              request_hash: requestHash,
              verification_id: verificationId,
              kind,
              recorded_at: now.toISOString(),
            },
            metadata: { account_id: scope.accountId, mode: scope.mode, schema_version: SCHEMA_VERSION },
          },
        ],
        last ? last.version : 'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersion && attempt < 3) continue;
      throw error;
    }
    await start(verificationId);
    return { verificationId, replayed: false };
  }
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A stable hash of a request: the endpoint plus its body with object keys sorted. */
export function requestHash(endpoint: string, body: unknown): string {
  return sha256(`${endpoint}\u0000${canonicalJson(body)}`);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
