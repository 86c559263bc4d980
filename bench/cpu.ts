/**
 * CPU time that processes spent during a load run, read from Linux's /proc: what a post
 * costs the server and PostgreSQL, beside what a floor request costs them. On this 2-core
 * machine the server, PostgreSQL's backends and the load generator share the cores, so
 * throughput follows the CPU a request takes from all three, not the server's alone.
 * Elsewhere (no /proc) there is nothing to read and the bench leaves the rows out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export const canReadCpu = (): boolean => existsSync('/proc/self/stat');

/** User and system CPU of one process so far, in µs; 0 once it has gone. */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export interface CpuReading {
  server: number;
  /** Each PostgreSQL process's CPU by pid: backends come and go with the pools' connections. */
  postgres: Map<number, number>;
}

/** The server's CPU and each PostgreSQL process's (backends, WAL writer, …) now, in µs. */
export function readCpu(serverPid: number, withPostgres: boolean): CpuReading {
  const postgres = new Map<number, number>();
  if (withPostgres) for (const pid of postgresPids()) postgres.set(pid, processCpu(pid));
  return { server: processCpu(serverPid), postgres };
}

export interface CpuPerRequest {
  server: number;
  postgres: number;
}

/**
 * µs per request between two readings. A PostgreSQL process counts from the first reading
 * or its start; one that ended meanwhile (an idle connection closed by its pool) is not
 * counted, and, above all, its earlier CPU is not taken away from the others'.
 */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuPerRequest {
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  return { server: (after.server - before.server) / requests, postgres: postgres / requests };
}
