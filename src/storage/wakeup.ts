import { EventEmitter } from 'node:events';
import { BroadcastChannel } from 'node:worker_threads';

/**
 * "Something was written" signals for one embedded file, delivered in this thread at once and to the
 * other threads of the process (the roles thread) through a BroadcastChannel, so followers do not wait
 * for their next poll. Other processes still rely on polling.
 */
export class Wakeup {
  private readonly local = new EventEmitter();
  private readonly channel: BroadcastChannel;

  constructor(name: string) {
    this.local.setMaxListeners(0);
    this.channel = new BroadcastChannel(`credence:${name}`);
    this.channel.onmessage = (message) => this.local.emit(String((message as { data: unknown }).data));
    this.channel.unref();
  }

  notify(topic: string): void {
    this.local.emit(topic);
    this.channel.postMessage(topic);
  }

  once(topic: string, listener: () => void): void {
    this.local.once(topic, listener);
  }

  off(topic: string, listener: () => void): void {
    this.local.off(topic, listener);
  }

  close(): void {
    this.local.removeAllListeners();
    this.channel.close();
  }
}
