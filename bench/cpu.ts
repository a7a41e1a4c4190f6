// CPU time, from Linux's /proc: who spends the machine's cores during a measurement.
import { readdir, readFile } from 'node:fs/promises';

/** USER_HZ, the unit of /proc's CPU times: 100 on Linux. */
const ticksPerSecond = 100;

/** The CPU time a process has used so far (user and system), in ms. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command (in parentheses, which may hold spaces) start at the 3rd: utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[14 - 3]) + Number(fields[15 - 3])) * 1000) / ticksPerSecond;
}

/** The CPU time all cores of the machine have spent busy so far (neither idle nor waiting for I/O), in ms. */
export async function machineBusyMs(): Promise<number> {
  const [total] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const [user, nice, system, , , irq, softirq, steal] = total.split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond;
}

/** The pids of the processes running now. */
async function pids(): Promise<number[]> {
  return (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
}

/** The contents of a /proc file of a process, or undefined once it has exited. */
const procFile = (pid: number, file: string) => readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => undefined);

/**
 * The CPU time a PostgreSQL server on this machine has used so far, its postmaster (the one listening on `port`) and
 * the backends it runs now, in ms; undefined when no postmaster of this machine listens there.
 */
export async function postgresCpuMs(port: number): Promise<number | undefined> {
  const running = await pids();
  const postmaster = await findAsync(running, async (pid) => {
    const args = (await procFile(pid, 'cmdline'))?.split('\0') ?? [];
    return /postgres$/.test(args[0] ?? '') && args[args.indexOf('-p') + 1] === String(port);
  });
  if (postmaster === undefined) return undefined;
  let total = 0;
  for (const pid of running) {
    const stat = await procFile(pid, 'stat');
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[4 - 3]) : undefined;
    if (pid === postmaster || parent === postmaster) total += await cpuMsOf(pid).catch(() => 0);
  }
  return total;
}

async function findAsync<T>(items: T[], test: (item: T) => Promise<boolean>): Promise<T | undefined> {
  for (const item of items) if (await test(item)) return item;
  return undefined;
}
