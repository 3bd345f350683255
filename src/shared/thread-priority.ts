// The scheduling priority of one thread. On Linux every thread has a nice value of its own (setpriority
// on a thread id changes that thread only), and threads it starts afterwards inherit it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The calling thread's id in the kernel, or null where the system does not say (not Linux). */
function kernelThreadId(): number | null {
  try {
    const id = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority by `increment` nice steps (at most to 19). Returns its nice value
 * now, or null when nothing changed (an increment of 0, or a system without per-thread priorities).
 */
export function lowerThreadPriority(increment: number): number | null {
  if (increment <= 0) return null;
  const thread = kernelThreadId();
  if (thread === null) return null;
  try {
    const nice = Math.min(19, os.getPriority(thread) + increment);
    os.setPriority(thread, nice);
    return nice;
  } catch {
    return null;
  }
}
