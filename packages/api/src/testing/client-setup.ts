import { createControllerClient, type ControllerClientOptions } from '../client.ts';
import { type ControllerError, isControllerError } from '../errors.ts';
import { fakeFetch, instantSleep, recordingLogger, type Handler } from './fake-fetch.ts';

/** Passphrase of the setup client. */
export const PASS = 'test-passphrase';
/** Origin of the setup client. */
export const ORIGIN = 'http://casino.test';
/** A getBalance answer with a string amount. */
export const BALANCE = { balance: '12.50', currency_code: 'USD' };

/** A client over a fake server, with an instant sleep, a fixed jitter and clock, and a recording logger. */
export function setup(handler: Handler, extra: Partial<ControllerClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const { delays, sleep } = instantSleep();
  const { lines, logger } = recordingLogger();
  const client = createControllerClient({
    endpoint: ORIGIN,
    passphrase: PASS,
    fetch: fake.fetch,
    sleep,
    logger,
    random: () => 0.5,
    now: () => Date.parse('2026-11-21T12:00:00Z'),
    isOnline: () => true,
    ...extra,
  });
  return { client, requests: fake.requests, delays, lines };
}

/** The ControllerError a promise rejects with (fails the test otherwise). */
export async function failure(promise: Promise<unknown>): Promise<ControllerError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isControllerError(error)) throw new Error(`expected a ControllerError, got ${String(error)}`);
  return error;
}
