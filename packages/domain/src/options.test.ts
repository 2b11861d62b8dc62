import { describe, expect, it } from 'vitest';
import { casinoTweaks } from './casino-tweaks.ts';
import {
  type CasinoOptionOverrides,
  defaultLobbyOptions,
  type LobbyOptionOverrides,
  mediaWidths,
  optionCustomProperties,
  resolveLobbyOptions,
  START_UP_OPTIONS,
  STYLESHEET_OPTIONS,
} from './options.ts';

describe('resolveLobbyOptions', () => {
  it.each([
    ['no overrides', [], defaultLobbyOptions.pageSize, defaultLobbyOptions.noticeAutoHideMs],
    ['one layer', [{ pageSize: 24 }], 24, defaultLobbyOptions.noticeAutoHideMs],
    ['later layer wins', [{ pageSize: 24 }, { pageSize: 30, noticeAutoHideMs: 5000 }], 30, 5000],
    ['undefined layers and values are skipped', [undefined, { pageSize: undefined }], defaultLobbyOptions.pageSize, 7200],
  ] as const)('%s', (_name, layers, pageSize, autoHide) => {
    const options = resolveLobbyOptions(...layers);
    expect(options.pageSize).toBe(pageSize);
    expect(options.noticeAutoHideMs).toBe(autoHide);
    expect(options.breakpoints).toEqual(defaultLobbyOptions.breakpoints);
  });

  it('takes a casino tweak layer (no casino without tweaks changes an option)', () => {
    expect(resolveLobbyOptions(casinoTweaks(1).options)).toEqual(defaultLobbyOptions);
  });
});

describe('who may change which option', () => {
  it('names only options of the table', () => {
    for (const key of [...START_UP_OPTIONS, ...STYLESHEET_OPTIONS]) expect(defaultLobbyOptions).toHaveProperty(key);
  });

  it('no casino tweaks a start-up or stylesheet option', () => {
    const reserved = new Set<string>([...START_UP_OPTIONS, ...STYLESHEET_OPTIONS]);
    for (const id of [4, 14, 69, 77, 85, 86]) expect(Object.keys(casinoTweaks(id).options).filter((key) => reserved.has(key))).toEqual([]);
  });

  it('types a profile without the stylesheet options and the tweaks also without the start-up ones', () => {
    const profile: LobbyOptionOverrides = { bootDeadlineMs: 5000, pageSize: 20 };
    const tweaks: CasinoOptionOverrides = { pageSize: 20 };
    // @ts-expect-error the stylesheet mirrors the layout bands
    const band: LobbyOptionOverrides = { breakpoints: defaultLobbyOptions.breakpoints };
    // @ts-expect-error a casino's tweaks come with the configuration, after start-up read this one
    const startUp: CasinoOptionOverrides = { bootDeadlineMs: 5000 };
    expect(resolveLobbyOptions(tweaks, profile)).toMatchObject({ bootDeadlineMs: 5000, pageSize: 20 });
    expect([band, startUp]).toHaveLength(2);
  });
});

describe('optionCustomProperties', () => {
  it('writes durations in ms and breakpoints in px', () => {
    const properties = optionCustomProperties({ ...defaultLobbyOptions, modalAnimationMs: 200 });
    expect(properties['--lb-duration']).toBe('200ms');
    expect(properties['--lb-breakpoint-desktop']).toBe('1024px');
  });
});

describe('mediaWidths', () => {
  it('lists the layout bands and the widgets widths once, in order', () => {
    expect(mediaWidths(defaultLobbyOptions)).toEqual([420, 560, 568, 600, 640, 800, 1024, 1400]);
  });
});
