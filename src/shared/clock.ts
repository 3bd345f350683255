import { randomUUID } from 'node:crypto';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type IdGenerator = () => string;

/** UUID v7: time-ordered, so ids sort roughly by creation, which keeps indexes compact. */
export const uuidV7: IdGenerator = () => {
  const bytes = Buffer.from(randomUUID().replace(/-/g, ''), 'hex');
  const ms = BigInt(Date.now());
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const isoTimestamp = (date: Date): string => date.toISOString();
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isServiceUuid = (value: string): boolean => UUID_PATTERN.test(value);
