import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the calling thread's scheduling priority to `nice` (0–19), leaving the process's other threads
 * as they are. On Linux a thread has a nice value of its own, set through its thread id, which
 * `/proc/thread-self` names; elsewhere there is no such handle (the process's value would lower the API
 * too), so nothing changes. Returns whether the priority was set.
 */
export function lowerThreadPriority(nice: number): boolean {
  if (nice <= 0 || process.platform !== 'linux') return false;
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    os.setPriority(threadId, Math.min(19, nice));
    return true;
  } catch {
    return false;
  }
}
