import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How much lower than the request thread background CPU work runs (worker threads, Chromium): on
 * two cores a PDF being assembled must not keep the event loop from answering everyone else.
 */
export const BACKGROUND_NICE = 10;

/** The process `root` and every process descended from it, read from /proc (Linux only). */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the field after the command's closing parenthesis (the command may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parentOf) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/**
 * Lowers the priority of a process, its children and every thread of theirs (on Linux the nice
 * value is per thread, and a thread or process started later inherits its creator's), so what
 * Chromium spawns for later renders runs lower too. Elsewhere, or without /proc, it does nothing:
 * priority is a kindness to the event loop, not a guarantee anything depends on.
 */
export function lowerProcessTree(root: number, increment = BACKGROUND_NICE): void {
  if (process.platform !== 'linux') return;
  try {
    for (const pid of descendants(root)) {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const tid = Number(task);
        try {
          setPriority(tid, Math.min(19, Math.max(getPriority(tid), getPriority(0) + increment)));
        } catch {
          // Gone already, or not ours to change.
        }
      }
    }
  } catch {
    // No /proc here: run at the same priority.
  }
}
