// The write lock of a SQLite file, between the threads of one process. SQLite lets one connection write at
// a time; a connection that finds the file locked sleeps in SQLite's busy handler and tries again after 1,
// 2, 5, 10, 15, 20, 25 … ms. Under `npm start` the API thread and the roles thread write the same file
// (starts and outcomes, bus rows), and on a busy core the thread holding the lock is often descheduled in
// the middle of its transaction: the other one then slept for many times the few hundred microseconds it
// had to wait (an API thread blocked up to 80 ms, a quarter of its time in some runs). Threads of one
// process therefore take turns here first: a waiting thread sleeps on a shared word (Atomics.wait) and is
// woken by the release itself. Other processes on the file still meet SQLite's own lock and busy handler.
import { threadId } from 'node:worker_threads';

/** Files are spread over this many lock words by their path (two files on one word only take turns). */
const SLOTS = 64;
/** As long as SQLite's busy_timeout: past it a thread goes on and lets SQLite's lock decide. */
const WAIT_LIMIT_MS = 5000;

let words = new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
/** This thread's holds, per slot: how many times it took the word it already held. */
const depth = new Map<number, number>();
const me = threadId + 1;

/** The words of this process, for the threads it starts (see `useProcessWriteLocks`). */
export function processWriteLocks(): SharedArrayBuffer {
  return words.buffer as SharedArrayBuffer;
}

/** Takes the process's words in a thread it started, before the thread opens any file. */
export function useProcessWriteLocks(buffer: SharedArrayBuffer): void {
  words = new Int32Array(buffer);
}

/** Frees the words a thread that ended held (it cannot release them itself any more). */
export function releaseWriteLocksOf(thread: number): void {
  for (let slot = 0; slot < SLOTS; slot++) {
    if (Atomics.compareExchange(words, slot, thread + 1, 0) === thread + 1) Atomics.notify(words, slot);
  }
}

/** Each file's word, hashed from its path once (every transaction asks). */
const slots = new Map<string, number>();

function slotOf(file: string): number {
  const known = slots.get(file);
  if (known !== undefined) return known;
  let hash = 0;
  for (let i = 0; i < file.length; i++) hash = (Math.imul(hash, 31) + file.charCodeAt(i)) | 0;
  const slot = (hash >>> 0) % SLOTS;
  slots.set(file, slot);
  return slot;
}

export interface WriteLock {
  release(): void;
}

const NOTHING: WriteLock = { release: () => undefined };

/**
 * Waits until no other thread of the process writes `file`, and holds it until `release`. Reentrant within
 * a thread. An in-memory database (one connection, one thread) needs none. After WAIT_LIMIT_MS it gives
 * up and returns a lock that holds nothing: SQLite's own lock still keeps writers apart.
 */
export function acquireWriteLock(file: string, memory = false): WriteLock {
  if (memory || file === '' || file === ':memory:') return NOTHING;
  const slot = slotOf(file);
  let deadline = 0; // set once the word is found held: an uncontended write reads no clock
  for (;;) {
    const holder = Atomics.compareExchange(words, slot, 0, me);
    if (holder === 0 || holder === me) break;
    deadline ||= Date.now() + WAIT_LIMIT_MS;
    const left = deadline - Date.now();
    if (left <= 0) return NOTHING;
    Atomics.wait(words, slot, holder, left);
  }
  depth.set(slot, (depth.get(slot) ?? 0) + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const held = (depth.get(slot) ?? 1) - 1;
      if (held > 0) return void depth.set(slot, held);
      depth.delete(slot);
      Atomics.store(words, slot, 0);
      Atomics.notify(words, slot, 1);
    },
  };
}
