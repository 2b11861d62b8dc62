import type * as v from 'valibot';
import type { DropSink } from '../schema/lists.ts';
import { type CallName, CONTROLLER_CALLS } from '../calls.ts';
import type { CallSpec } from '../transport.ts';

/** A schema, or a schema factory that reports dropped list items. */
export type Answer<T> = v.GenericSchema<unknown, T> | ((sink: DropSink) => v.GenericSchema<unknown, T>);

const factory = <T>(answer: Answer<T>) => (typeof answer === 'function' ? answer : () => answer);

/** A GET of `url`, named `action` in errors and logs. */
export function getSpec<T>(action: string, url: string, answer: Answer<T>): CallSpec<T> {
  return { action, method: 'GET', url, answer: factory(answer) };
}

/** A form POST (`application/x-www-form-urlencoded`); never retried. */
export function formSpec<T>(action: string, url: string, form: Record<string, string>, answer: Answer<T>): CallSpec<T> {
  return { action, method: 'POST', url, form, answer: factory(answer) };
}

/** A JSON POST; never retried. */
export function jsonSpec<T>(action: string, url: string, json: unknown, answer: Answer<T>): CallSpec<T> {
  return { action, method: 'POST', url, json, answer: factory(answer) };
}

/** A form value for a boolean, as PHP reads it. */
export const bit = (on: boolean | undefined): string => (on === true ? '1' : '0');

/** How errors and logs name a call: its action, or for a POST without one (the form names it) the call's name. */
export const actionOf = (name: CallName): string => CONTROLLER_CALLS[name].action ?? name;
