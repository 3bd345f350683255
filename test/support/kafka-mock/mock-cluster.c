/*
 * A Kafka cluster in one process, from librdkafka's mock broker (rdkafka_mock.h), for protocol tests.
 * Usage: mock-cluster [brokers] [topic:partitions ...]
 * Prints the bootstrap address on stdout, then serves until stdin closes or SIGTERM/SIGINT arrives.
 * Topics named on the command line are created up front; others are auto-created on first use.
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t stop = 0;
static void on_signal(int sig) { (void)sig; stop = 1; }

int main(int argc, char **argv) {
  char err[512];
  int brokers = argc > 1 ? atoi(argv[1]) : 3;
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "3", err, sizeof err);
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
  if (!rk) { fprintf(stderr, "rd_kafka_new: %s\n", err); return 1; }
  rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, brokers > 0 ? brokers : 3);
  if (!cluster) { fprintf(stderr, "could not create the mock cluster\n"); return 1; }
  for (int i = 2; i < argc; i++) {
    char *colon = strrchr(argv[i], ':');
    if (!colon) continue;
    *colon = '\0';
    rd_kafka_mock_topic_create(cluster, argv[i], atoi(colon + 1), brokers < 3 ? brokers : 3);
  }
  /* No SA_RESTART: a signal must interrupt the blocking read below. */
  struct sigaction sa = {0};
  sa.sa_handler = on_signal;
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(cluster));
  fflush(stdout);
  char buf[256];
  while (!stop && read(STDIN_FILENO, buf, sizeof buf) > 0) {}
  rd_kafka_mock_cluster_destroy(cluster);
  rd_kafka_destroy(rk);
  return 0;
}
