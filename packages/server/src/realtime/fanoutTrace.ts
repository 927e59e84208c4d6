import diagnosticsChannel from 'node:diagnostics_channel';

/** One fan-out of one packet, as a subscriber to FANOUT_CHANNEL receives it. */
export interface FanoutRecord {
  recipients: number;
  /** From the broadcast call to the last write, yields between slices included. */
  wallMs: number;
  /** Time spent writing, inside the slices. */
  busyMs: number;
  /** Process CPU (user + system) inside the slices. */
  cpuUs: number;
  /** How many times the fan-out yielded, plus one. */
  slices: number;
}

/**
 * Where each broadcast reports what it cost, on both paths. Nothing in the
 * server subscribes: the fan-out benchmark does, from a module it preloads
 * (bench/fanout/serverProbe.mjs), and with no subscriber nothing is measured.
 */
export const FANOUT_CHANNEL = 'signals:realtime:fanout';

const channel = diagnosticsChannel.channel(FANOUT_CHANNEL);

/** A meter for one fan-out when someone is listening, else undefined: a normal run pays one property read, and never counts. */
export function fanoutMeter(countRecipients: () => number): SliceMeter | undefined {
  return channel.hasSubscribers ? new SliceMeter(countRecipients()) : undefined;
}

/**
 * CPU and busy time inside a fan-out's slices only, so work the event loop
 * did between slices is not charged to it.
 */
export class SliceMeter {
  private readonly started = performance.now();
  private sliceStarted = 0;
  private sliceCpu: NodeJS.CpuUsage | undefined;
  private busyMs = 0;
  private cpuUs = 0;
  private slices = 0;

  constructor(private readonly recipients: number) {}

  startSlice(): void {
    this.sliceStarted = performance.now();
    this.sliceCpu = process.cpuUsage();
  }

  endSlice(): void {
    const used = process.cpuUsage(this.sliceCpu);
    this.cpuUs += used.user + used.system;
    this.busyMs += performance.now() - this.sliceStarted;
    this.slices += 1;
  }

  /** Reports the finished fan-out to the channel's subscribers. */
  publish(): void {
    const record: FanoutRecord = { recipients: this.recipients, wallMs: performance.now() - this.started, busyMs: this.busyMs, cpuUs: this.cpuUs, slices: this.slices };
    channel.publish(record);
  }
}
