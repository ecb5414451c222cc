import fs from 'node:fs';

/**
 * Whether a process with this pid runs on this machine (EPERM: it runs, as another user). A
 * zombie does not: killed (SIGKILL) but not yet reaped by its parent, it still answers signal 0
 * while it holds nothing, and its lock must be taken over at once (Linux's /proc says 'Z').
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (command) state …"; the command may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false; // no /proc (macOS) or the process just went: signal 0 decided
  }
}
