// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { casinoProfile } from './profile.ts';

const CASINO = {
  key: 'aurora',
  displayName: 'Aurora Casino',
  variant: 'single-provider',
  controller: { base: '/app/shared/controllers/', passphrase: 'from-casino-ts' },
} as const;

describe('casinoProfile', () => {
  it("builds the profile from casino.ts and the build's base path", () => {
    expect(casinoProfile(CASINO, { BASE_URL: '/casino/' })).toEqual({
      key: 'aurora',
      displayName: 'Aurora Casino',
      variant: 'single-provider',
      basePath: '/casino/',
      controller: { base: '/app/shared/controllers/', passphrase: 'from-casino-ts' },
      site: { login: '/site/login', logout: '/site/logout' },
    });
  });

  it("takes the build's controller and passphrase over casino.ts's, and what the app adds", () => {
    const profile = casinoProfile(
      { ...CASINO, heroPromoId: 'drop', jurisdiction: 'ukgc', licence: { text: 'Aurora Ltd, account 000000', url: null } },
      { BASE_URL: '/', VITE_LOBBY_CONTROLLER_BASE: 'https://staging.casino.example', VITE_LOBBY_PASSPHRASE: 'from-build' },
      { options: { pageSize: 20 } },
    );
    expect(profile.controller).toEqual({ base: 'https://staging.casino.example', passphrase: 'from-build' });
    expect(profile.heroPromoId).toBe('drop');
    expect(profile.jurisdiction).toBe('ukgc');
    expect(profile.licence).toEqual({ text: 'Aurora Ltd, account 000000', url: null });
    expect(profile.options).toEqual({ pageSize: 20 });
  });
});
