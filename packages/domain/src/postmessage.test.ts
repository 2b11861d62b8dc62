import { describe, expect, it } from 'vitest';
import { frameOrigin, type MessageSource, parseGameFrameMessage } from './postmessage.ts';

const game = 'https://games.example';
const trusted: MessageSource = { origin: game, expectedOrigin: game, sourceIsGameFrame: true };

describe('parseGameFrameMessage', () => {
  it.each<[string, unknown, Partial<MessageSource>, boolean]>([
    ['the message', { type: 'lobby:open-cashier' }, {}, true],
    ['the legacy string', 'openCashier', {}, true],
    ['extra fields are fine', { type: 'lobby:open-cashier', amount: 5 }, {}, true],
    ['wrong origin', { type: 'lobby:open-cashier' }, { origin: 'https://evil.example' }, false],
    ['look-alike origin', 'openCashier', { origin: 'https://games.example.evil.example' }, false],
    ['wrong window', { type: 'lobby:open-cashier' }, { sourceIsGameFrame: false }, false],
    ['no expected origin', 'openCashier', { expectedOrigin: null }, false],
    ['a wildcard is never trusted', 'openCashier', { origin: '*', expectedOrigin: '*' }, false],
    ['the opaque origin', 'openCashier', { origin: 'null', expectedOrigin: 'null' }, false],
    ['unknown type', { type: 'lobby:close' }, {}, false],
    ['a JSON string', '{"type":"lobby:open-cashier"}', {}, false],
    ['other case', 'opencashier', {}, false],
    ['null', null, {}, false],
    ['a number', 7, {}, false],
    ['an array', ['openCashier'], {}, false],
    ['a type that is not a string', { type: { toString: () => 'lobby:open-cashier' } }, {}, false],
  ])('%s', (_label, data, overrides, opens) => {
    expect(parseGameFrameMessage(data, { ...trusted, ...overrides })).toEqual(opens ? { kind: 'open-cashier' } : null);
  });
});

describe('frameOrigin', () => {
  it.each<[string, string | null]>([
    ['https://games.example/launch?x=1', 'https://games.example'],
    ['HTTPS://Games.Example:443/a', 'https://games.example'],
    ['http://games.example:80', 'http://games.example'],
    ['https://games.example:8443/a#b', 'https://games.example:8443'],
    ['https://[::1]:9000/x', 'https://[::1]:9000'],
    ['https://user@evil.example/', null],
    ['https://games.example\\@evil.example', null],
    ['//games.example/x', null],
    ['javascript:alert(1)', null],
    ['/relative/path', null],
    ['https://games.example:abc/', null],
  ])('%s -> %s', (url, origin) => {
    expect(frameOrigin(url)).toBe(origin);
  });
});
