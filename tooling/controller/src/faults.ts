/** Broken bodies a fault can answer with. */
export const FAULT_BODIES = ['garbage', 'html', 'bad-envelope', 'bad-compressed'] as const;
/** One of {@link FAULT_BODIES}. */
export type FaultBody = (typeof FAULT_BODIES)[number];

/** A test-control fault: how the next calls of `action` (or `*`, every call) misbehave. */
export interface Fault {
  readonly action: string;
  readonly status?: number;
  readonly delayMs?: number;
  readonly body?: FaultBody;
  readonly drop?: boolean;
  /** A well-formed answer of the wrong shape (e.g. `{games: null}`), sent in place of the real one, sealed where the action is. */
  readonly answer?: Readonly<Record<string, unknown>>;
  /** Applies this many times, then clears itself; absent means until cleared. */
  readonly times?: number;
}

/** The faults of one casino. */
export interface FaultRegistry {
  set(fault: Fault): void;
  clear(): void;
  list(): Fault[];
  /** The fault for this call, consuming one use; an exact action wins over `*`. */
  take(action: string): Fault | null;
  /** Aborts when the faults are cleared: a call held by a delay then goes on as if it had none. */
  readonly cleared: AbortSignal;
}

/** Longest delay a fault may ask for: enough for any timeout test, short enough not to hang a run. */
export const MAX_FAULT_DELAY_MS = 120_000;

/** An empty fault registry. */
export function createFaultRegistry(): FaultRegistry {
  const faults = new Map<string, { fault: Fault; left: number }>();
  let clearing = new AbortController();
  return {
    get cleared() {
      return clearing.signal;
    },
    set(fault) {
      faults.set(fault.action, { fault, left: fault.times ?? Number.POSITIVE_INFINITY });
    },
    clear() {
      faults.clear();
      clearing.abort();
      clearing = new AbortController();
    },
    list() {
      return [...faults.values()].map(({ fault, left }) => (fault.times === undefined ? fault : { ...fault, times: left }));
    },
    take(action) {
      const entry = faults.get(action) ?? faults.get('*');
      if (!entry) return null;
      entry.left -= 1;
      if (entry.left <= 0) faults.delete(entry.fault.action);
      return entry.fault;
    },
  };
}

/** Validates a fault from a control request; answers the fault or a message saying what is wrong. */
export function parseFault(input: unknown): Fault | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'expected a JSON object';
  const v = input as Record<string, unknown>;
  if (typeof v.action !== 'string' || v.action.length === 0 || v.action.length > 100) return 'action must be an action name or "*"';
  const fault: { -readonly [K in keyof Fault]: Fault[K] } = { action: v.action };
  if (v.status !== undefined) {
    if (!Number.isInteger(v.status) || (v.status as number) < 200 || (v.status as number) > 599)
      return 'status must be an integer from 200 to 599';
    fault.status = v.status as number;
  }
  if (v.delayMs !== undefined) {
    if (!Number.isInteger(v.delayMs) || (v.delayMs as number) < 0 || (v.delayMs as number) > MAX_FAULT_DELAY_MS)
      return `delayMs must be an integer from 0 to ${MAX_FAULT_DELAY_MS}`;
    fault.delayMs = v.delayMs as number;
  }
  if (v.body !== undefined) {
    if (!FAULT_BODIES.includes(v.body as FaultBody)) return `body must be one of ${FAULT_BODIES.join(', ')}`;
    fault.body = v.body as FaultBody;
  }
  if (v.drop !== undefined) {
    if (typeof v.drop !== 'boolean') return 'drop must be a boolean';
    fault.drop = v.drop;
  }
  if (v.answer !== undefined) {
    if (typeof v.answer !== 'object' || v.answer === null || Array.isArray(v.answer)) return 'answer must be a JSON object';
    fault.answer = v.answer as Record<string, unknown>;
  }
  if (v.times !== undefined) {
    if (!Number.isInteger(v.times) || (v.times as number) < 1) return 'times must be a positive integer';
    fault.times = v.times as number;
  }
  if (fault.status === undefined && fault.delayMs === undefined && fault.body === undefined && !fault.drop && fault.answer === undefined)
    return 'a fault needs status, delayMs, body, answer or drop';
  return fault;
}
