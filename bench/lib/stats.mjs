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
