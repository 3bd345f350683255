import { randomFillSync } from 'node:crypto';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type IdGenerator = () => string;

let lastMs = 0;
let sequence = 0;

/** Random bytes drawn from the system in blocks: one call into the CSPRNG per 256 ids, not per id. */
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let poolOffset = pool.length;

/**
 * UUID v7: time-ordered, so ids sort by creation (the list's tie-break on equal scheduled_at). Within one
 * millisecond a 12-bit sequence in rand_a keeps ids of this process increasing.
 */
export const uuidV7: IdGenerator = () => {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  let ms = Date.now();
  if (ms <= lastMs) {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    sequence = 0;
  }
  // 48-bit big-endian milliseconds, without BigInt (hot path: several ids per request).
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const isoTimestamp = (date: Date): string => date.toISOString();
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isServiceUuid = (value: string): boolean => UUID_PATTERN.test(value);
