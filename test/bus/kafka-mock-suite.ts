// Runs Kafka protocol suites against librdkafka's mock cluster. Without gcc/librdkafka-dev the suite is
// skipped with the reason on a developer machine, and fails under CI=true so a missing package is noticed.
import { mockClusterAvailability } from '../support/kafka-mock';

export function describeWithMockKafka(title: string, define: () => void): void {
  const availability = mockClusterAvailability();
  if (availability.available) {
    define();
    return;
  }
  const { reason } = availability;
  if (process.env.CI && process.env.CI !== 'false') {
    describe(title, () => {
      it('needs the mock Kafka cluster (apt-get install gcc librdkafka-dev)', () => {
        throw new Error(reason);
      });
    });
    return;
  }
  describe.skip(`${title} (skipped: ${reason})`, () => {
    it.skip(`needs gcc and librdkafka-dev: ${reason}`, () => undefined);
  });
}
