import type { KafkaMessage } from 'kafkajs';
import { logLevel } from 'kafkajs';
import pino from 'pino';
import { TOPICS } from '../../src/bus/bus.port';
import { kafkaLevelFor, pinoLevelOf } from '../../src/bus/kafka/kafka-log';
import {
  fromKafkaMessage,
  headersToStrings,
  isGroupMembershipLost,
  isTopicAdminUnavailable,
  nextOffset,
  toDeadLetterMessage,
  toKafkaMessage,
} from '../../src/bus/kafka/kafka-messages';
import { credenceTopics } from '../../src/bus/kafka/topics';

const record = (over: Record<string, unknown> = {}): KafkaMessage =>
  ({
    key: Buffer.from('ver-1'),
    value: Buffer.from('{"job":1}'),
    headers: { 'x-trace': Buffer.from('t1') },
    timestamp: '1795000000000',
    offset: '41',
    attributes: 0,
    size: 0,
    ...over,
  }) as unknown as KafkaMessage;

describe('Kafka message mapping', () => {
  it('publishes the key as the record key and the value as JSON, with the headers', () => {
    const message = toKafkaMessage({ key: 'ver-1', value: { job: 1 }, headers: { 'x-trace': 't1' } });
    expect(message).toEqual({ key: 'ver-1', value: '{"job":1}', headers: { 'x-trace': 't1' } });
  });

  it('reads a record back as a bus message with the attempt counted by the consumer', () => {
    expect(fromKafkaMessage('verification.requested', record(), 2)).toEqual({
      topic: 'verification.requested',
      key: 'ver-1',
      value: { job: 1 },
      headers: { 'x-trace': 't1' },
      attempt: 2,
      publishedAt: new Date(1795000000000).toISOString(),
    });
  });

  it('keeps the last value of a repeated header and drops absent ones', () => {
    expect(headersToStrings({ a: [Buffer.from('1'), '2'], b: undefined, c: 'x' })).toEqual({
      a: '2',
      c: 'x',
    });
  });

  it('wraps a JSON value that is not an object and refuses one that is not JSON', () => {
    expect(fromKafkaMessage('t', record({ value: Buffer.from('7') }), 1).value).toEqual({ value: 7 });
    expect(fromKafkaMessage('t', record({ value: null }), 1).value).toEqual({});
    expect(() => fromKafkaMessage('t', record({ value: Buffer.from('not json') }), 1)).toThrow();
  });

  it('commits the offset after the handled one, beyond 2^53', () => {
    expect(nextOffset('41')).toBe('42');
    expect(nextOffset('9007199254740993')).toBe('9007199254740994');
  });

  it('dead-letters with the same key and value and says where it came from and why', () => {
    const letter = toDeadLetterMessage('verification.requested', 3, record(), new Error('x'.repeat(900)), 5);
    expect(letter.key?.toString()).toBe('ver-1');
    expect(letter.value?.toString()).toBe('{"job":1}');
    expect(letter.headers).toMatchObject({
      'x-trace': 't1',
      'x-original-topic': 'verification.requested',
      'x-original-partition': '3',
      'x-original-offset': '41',
      'x-attempts': '5',
    });
    expect(String(letter.headers?.['x-error'])).toHaveLength(500);
  });

  it('tells a cluster without topic administration from a real failure', () => {
    const named = (name: string, message = 'boom') => Object.assign(new Error(message), { name });
    expect(isTopicAdminUnavailable(named('KafkaJSBrokerNotFound'))).toBe(true);
    expect(isTopicAdminUnavailable(Object.assign(new Error('x'), { type: 'UNSUPPORTED_VERSION' }))).toBe(
      true,
    );
    expect(isTopicAdminUnavailable(new Error('CreateTopics is not supported'))).toBe(true);
    expect(isTopicAdminUnavailable(named('KafkaJSConnectionError'))).toBe(false);
    expect(isTopicAdminUnavailable('nope')).toBe(false);
  });

  it('recognises the errors that mean the partitions were taken away', () => {
    expect(isGroupMembershipLost({ type: 'REBALANCE_IN_PROGRESS' })).toBe(true);
    expect(isGroupMembershipLost({ type: 'UNKNOWN_MEMBER_ID' })).toBe(true);
    expect(isGroupMembershipLost({ type: 'REQUEST_TIMED_OUT' })).toBe(false);
    expect(isGroupMembershipLost(null)).toBe(false);
  });
});

describe('kafkajs logging through pino', () => {
  it('maps levels both ways', () => {
    expect(pinoLevelOf(logLevel.ERROR)).toBe('error');
    expect(pinoLevelOf(logLevel.DEBUG)).toBe('debug');
    expect(pinoLevelOf(logLevel.NOTHING)).toBeNull();
    expect(kafkaLevelFor(pino({ level: 'warn' }))).toBe(logLevel.WARN);
    expect(kafkaLevelFor(pino({ level: 'silent' }))).toBe(logLevel.NOTHING);
    expect(kafkaLevelFor(pino({ level: 'trace' }))).toBe(logLevel.DEBUG);
  });
});

describe('declared topics', () => {
  it('declares the three topics and their dead letters with the replication asked for', () => {
    const topics = credenceTopics(3);
    expect(topics.map((t) => t.topic).sort()).toEqual(
      [
        TOPICS.requested,
        TOPICS.completed,
        TOPICS.failed,
        ...Object.values(TOPICS).map((t) => `${t}.dead-letter`),
      ].sort(),
    );
    expect(topics.every((t) => t.replicationFactor === 3 && t.numPartitions >= 1)).toBe(true);
  });
});
