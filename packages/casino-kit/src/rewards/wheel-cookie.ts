import { WHEEL_COOKIE_DAYS } from '@lobby/domain';
import { cookieString } from '../platform/cookies.ts';

/** Remembers the spin for a day in the `wheeldata` cookie: the slice and the spins it gave. */
export function writeWheelCookie(slice: number, spins: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; the value is encoded by cookieString.
  document.cookie = cookieString('wheeldata', JSON.stringify({ slice, spins }), WHEEL_COOKIE_DAYS);
}
