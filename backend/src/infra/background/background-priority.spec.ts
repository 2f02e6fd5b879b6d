import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { BACKGROUND_NICE, lowerProcessTree } from './background-priority';

const linux = process.platform === 'linux' ? it : it.skip;

describe('lowerProcessTree', () => {
  linux('lowers a process and the processes it started, below this one', async () => {
    // A shell that starts a child: both must run lower, as Chromium's renderers must.
    const shell = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' });
    let child = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      lowerProcessTree(shell.pid!);
      child = Number(readFileSync(`/proc/${shell.pid}/task/${shell.pid}/children`, 'latin1').trim().split(' ')[0]);
      expect(child).toBeGreaterThan(0);
      const expected = Math.min(19, getPriority(0) + BACKGROUND_NICE);
      expect(getPriority(shell.pid)).toBe(expected);
      expect(getPriority(child)).toBe(expected);
      expect(getPriority(0)).toBeLessThan(expected);
    } finally {
      if (child > 0) process.kill(child, 'SIGKILL');
      shell.kill('SIGKILL');
    }
  });

  it('does nothing for a process that is not there', () => {
    expect(() => lowerProcessTree(2 ** 22 + 7)).not.toThrow();
  });
});
