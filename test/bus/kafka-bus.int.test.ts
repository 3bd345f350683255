import type { KafkaBus, KafkaBusOptions } from '../../src/bus/kafka/kafka-bus';
import { createKafkaBus } from '../../src/bus/kafka/kafka-bus';
import { silentLogger } from '../../src/shared/logger';
import { describeBusContract } from '../contracts/bus.contract';
import { startMockKafkaCluster } from '../support/kafka-mock';
import { describeWithMockKafka } from './kafka-mock-suite';

/**
 * Settings for the mock cluster: a short session so a dead member is noticed quickly, short fetch waits so
 * consumers stop quickly, and no idempotent producer because librdkafka 2.0's mock names controller 0,
 * which is not one of its brokers, and kafkajs asks the controller for a producer id.
 */
const mockClusterBusOptions: Omit<KafkaBusOptions, 'brokers'> = {
  clientId: 'credence-test',
  logger: silentLogger,
  idempotent: false,
  sessionTimeoutMs: 6000,
  heartbeatIntervalMs: 500,
  maxWaitTimeMs: 200,
  shutdownGraceMs: 2000,
};

describeWithMockKafka('Kafka bus on the mock cluster', () => {
  describeBusContract(
    'Kafka (librdkafka mock cluster)',
    async () => {
      const cluster = await startMockKafkaCluster();
      const buses: KafkaBus[] = [];
      const connect = async () => {
        const bus = await createKafkaBus({ ...mockClusterBusOptions, brokers: cluster.brokers });
        buses.push(bus);
        return bus;
      };
      return {
        bus: await connect(),
        other: connect,
        dispose: async () => {
          await Promise.all(buses.map((bus) => bus.close()));
          await cluster.stop();
        },
      };
    },
    { redeliveryTimeoutMs: 20_000 },
  );
});
