import { describe, expect, it } from 'vitest';
import { ControllerError, isControllerError } from './errors.ts';

describe('ControllerError', () => {
  const error = new ControllerError({
    kind: 'rate_limited',
    action: 'getgames',
    status: 429,
    retryAfterMs: 3000,
    message: 'getgames: rate limited (429)',
    cause: { socket: 'not serializable', self: globalThis },
  });

  it('serializes to plain data without the cause or stack', () => {
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ControllerError',
      kind: 'rate_limited',
      action: 'getgames',
      status: 429,
      retryAfterMs: 3000,
      message: 'getgames: rate limited (429)',
    });
    expect(structuredClone(error.toJSON())).toEqual(error.toJSON());
  });

  it('leaves absent fields out of the JSON', () => {
    const plain = new ControllerError({ kind: 'network', action: 'raf', message: 'raf: network error' }).toJSON();
    expect(Object.keys(plain).sort()).toEqual(['action', 'kind', 'message', 'name']);
  });

  it('is an Error with its cause kept for debugging', () => {
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toMatchObject({ socket: 'not serializable' });
  });
});

describe('isControllerError', () => {
  it('recognizes instances', () => {
    expect(isControllerError(new ControllerError({ kind: 'auth', action: 'x', message: 'm' }))).toBe(true);
  });

  it('recognizes an instance from a duplicated copy of the package', () => {
    const foreign = Object.assign(new Error('m'), { name: 'ControllerError', kind: 'timeout', action: 'x', toJSON: () => ({}) });
    expect(isControllerError(foreign)).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['its serialized form', new ControllerError({ kind: 'auth', action: 'x', message: 'm' }).toJSON()],
    [
      'an Error with an unknown kind',
      Object.assign(new Error('m'), { name: 'ControllerError', kind: 'weird', action: 'x', toJSON: () => ({}) }),
    ],
    ['null', null],
    ['a string', 'ControllerError'],
  ])('rejects %s', (_name, value) => {
    expect(isControllerError(value)).toBe(false);
  });
});
