import { describe, expect, it } from 'vitest';
import { casinoTweaks } from './casino-tweaks.ts';
import { defaultLobbyOptions, mediaWidths, optionCustomProperties, resolveLobbyOptions } from './options.ts';

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
