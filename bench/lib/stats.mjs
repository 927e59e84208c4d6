/** Small statistics helpers shared by the benchmarks. */

/** The q-quantile (0..1) of an ascending array, nearest-rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) {
    return NaN;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export function median(values) {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

export function fmt(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** Monotonic clock in microseconds, shared by every process on the host (CLOCK_MONOTONIC). */
export function nowUs() {
  return Number(process.hrtime.bigint() / 1000n);
}

/** The machine line every figure is recorded with. */
export async function machine() {
  const os = await import('node:os');
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    nproc: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    node: process.version,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    /** Other work on the machine skews every figure: recorded with them. */
    load: os.loadavg().map((n) => n.toFixed(2)).join(' '),
  };
}

/**
 * The machine's CPU counters (Linux /proc/stat, in clock ticks), or null
 * elsewhere. On a virtual machine `steal` is time the host gave our CPUs to
 * someone else: to the process it looks like an event-loop block.
 */
export async function cpuTicks() {
  const fs = await import('node:fs');
  try {
    const [, user, nice, system, idle, iowait, irq, softirq, steal = 0] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/** The share of CPU time the host took between two cpuTicks() readings, in percent. */
export function stolenPercent(before, after) {
  if (!before || !after) {
    return NaN;
  }
  const total = after.busy + after.idle + after.steal - (before.busy + before.idle + before.steal);
  return total > 0 ? ((after.steal - before.steal) / total) * 100 : NaN;
}
