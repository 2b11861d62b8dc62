import { describe, expect, test } from 'vitest';
import { safeFrameSrc } from './frame-src.ts';

describe('safeFrameSrc', () => {
  test.each([
    ['https://games.example/launch?id=7', 'https://games.example/launch?id=7'],
    ['http://games.example/x', 'http://games.example/x'],
    ['//cdn.games.example/x', '//cdn.games.example/x'],
    ['  https://games.example/x  ', 'https://games.example/x'],
    ['/demo-game.html', '/demo-game.html'],
    ['javascript:alert(1)', 'about:blank'],
    [' JavaScript:alert(1)', 'about:blank'],
    ['data:text/html,<script>alert(1)</script>', 'about:blank'],
    ['vbscript:msgbox', 'about:blank'],
    ['games.example/x', 'about:blank'],
    ['', 'about:blank'],
    [null, 'about:blank'],
    [undefined, 'about:blank'],
  ])('%s', (src, expected) => {
    expect(safeFrameSrc(src)).toBe(expected);
  });
});
