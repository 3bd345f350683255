import { TOPICS, deadLetterTopic } from '../bus.port';

// The one declaration of Credence's Kafka topics. The adapter creates them at start-up and the compose
// file's kafka-init service creates the same list (a unit test keeps the two in step).

export interface KafkaTopicSpec {
  readonly topic: string;
  readonly numPartitions: number;
  readonly replicationFactor: number;
}

/** Jobs are keyed by verification id; partitions bound how many workers of one group can run at once. */
const JOB_PARTITIONS = 12;
/** Outcomes are read by few consumers (notifications, audit); dead letters are rare and read by people. */
const OUTCOME_PARTITIONS = 6;
const DEAD_LETTER_PARTITIONS = 1;

export function credenceTopics(replicationFactor = 1): readonly KafkaTopicSpec[] {
  const main = [
    { topic: TOPICS.requested, numPartitions: JOB_PARTITIONS },
    { topic: TOPICS.completed, numPartitions: OUTCOME_PARTITIONS },
    { topic: TOPICS.failed, numPartitions: OUTCOME_PARTITIONS },
  ];
  return [
    ...main,
    ...main.map(({ topic }) => ({ topic: deadLetterTopic(topic), numPartitions: DEAD_LETTER_PARTITIONS })),
  ].map((spec) => ({ ...spec, replicationFactor }));
}
