import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { BusMessage, OutgoingMessage } from '../bus.port';

// Pure mapping between the bus port's messages and Kafka records, kept apart from the kafkajs plumbing.

export function toKafkaMessage(message: OutgoingMessage): Message {
  return { key: message.key, value: JSON.stringify(message.value), headers: { ...message.headers } };
}

/** `attempt` is counted by the consuming process (see kafka-bus.ts): Kafka itself keeps no count. */
export function fromKafkaMessage(topic: string, record: KafkaMessage, attempt: number): BusMessage {
  return {
    topic,
    key: record.key ? record.key.toString('utf8') : '',
    value: parseValue(record.value),
    headers: headersToStrings(record.headers),
    attempt,
    publishedAt: new Date(Number(record.timestamp)).toISOString(),
  };
}

/** The same key and value, with where it came from and why it failed, for `<topic>.dead-letter`. */
export function toDeadLetterMessage(
  topic: string,
  partition: number,
  record: KafkaMessage,
  error: unknown,
  attempts: number,
): Message {
  return {
    key: record.key,
    value: record.value,
    headers: {
      ...headersToStrings(record.headers),
      'x-original-topic': topic,
      'x-original-partition': String(partition),
      'x-original-offset': record.offset,
      'x-attempts': String(attempts),
      'x-error': describeError(error),
    },
  };
}

/** Kafka commits name the next offset to read, so a handled record at `offset` commits `offset + 1`. */
export function nextOffset(offset: string): string {
  return (BigInt(offset) + 1n).toString();
}

export function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers ?? {})) {
    if (raw === undefined) continue;
    // A header repeated on the record arrives as an array; the port has one value per name, the last wins.
    const last = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (last !== undefined) out[name] = last.toString();
  }
  return out;
}

function parseValue(value: Buffer | null): Record<string, unknown> {
  if (!value || value.length === 0) return {};
  const parsed: unknown = JSON.parse(value.toString('utf8'));
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
}

export function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Whether a CreateTopics failure means the cluster does not offer topic administration (librdkafka's mock
 * cluster, or a managed cluster without the ACL) rather than a real failure: topics then come from
 * `auto.create.topics.enable` or from the operator.
 */
export function isTopicAdminUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const type = (error as { type?: unknown }).type;
  return (
    error.name === 'KafkaJSBrokerNotFound' ||
    type === 'UNSUPPORTED_VERSION' ||
    type === 'TOPIC_AUTHORIZATION_FAILED' ||
    type === 'CLUSTER_AUTHORIZATION_FAILED' ||
    /not (supported|implemented)/i.test(error.message)
  );
}

/** Errors after which this member no longer owns its partitions: stop and let the new owner redeliver. */
export function isGroupMembershipLost(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return (
    type === 'REBALANCE_IN_PROGRESS' ||
    type === 'ILLEGAL_GENERATION' ||
    type === 'UNKNOWN_MEMBER_ID' ||
    type === 'NOT_COORDINATOR_FOR_GROUP' ||
    type === 'FENCED_INSTANCE_ID'
  );
}
