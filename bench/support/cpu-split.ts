import fs from 'node:fs';
import pg from 'pg';

export interface CpuSplit {
  /** CPU seconds since start: this process, and the PostgreSQL backends serving `database`. */
  stop(): Promise<{ nodeSeconds: number; postgresSeconds: number }>;
}

export const TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc (Linux), in clock ticks; 0 once it is gone. */
export function ticksOf(pid: number): number {
  try {
    // The command name may hold spaces: the fields after its closing parenthesis are fixed.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Where a bench's CPU goes (BENCH_CPU_SPLIT=1): this process's CPU time and that of the
 * PostgreSQL backends connected to one database (server processes, such as another bench
 * process's, are not counted; neither are PostgreSQL's WAL writer and checkpointer). Linux only.
 */
export async function cpuSplit(adminUrl: string, database: string): Promise<CpuSplit> {
  const backends = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  };
  const before = new Map((await backends()).map((pid) => [pid, ticksOf(pid)]));
  const started = process.cpuUsage();
  return {
    async stop() {
      const used = process.cpuUsage(started);
      let ticks = 0;
      for (const pid of await backends()) ticks += ticksOf(pid) - (before.get(pid) ?? 0);
      return { nodeSeconds: (used.user + used.system) / 1e6, postgresSeconds: ticks / TICKS_PER_SECOND };
    },
  };
}
