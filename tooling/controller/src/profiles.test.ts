import { discoverCasinos, type FoundCasino } from '@lobby/casinos';
import { describe, expect, it } from 'vitest';
import { appProfileKeys, CASINO_APPS, casinoNameOf, getProfile, referenceProfile } from './profiles.ts';

const northstar = discoverCasinos().find((casino) => casino.key === 'northstar') as FoundCasino;
const aurora: FoundCasino = {
  ...northstar,
  key: 'aurora',
  displayName: 'Aurora',
  variant: 'fusion',
  casinoId: 14,
  controller: {
    ...northstar.controller,
    profile: 'aurora',
    passphrase: 'aurora-pass',
    reference: { basedOn: 'fusion' },
  },
  ports: { dev: 5180, controller: 8795 },
};

describe('profiles from the casino apps', () => {
  it('serves each app profile once, by default', () => {
    expect(appProfileKeys()).toEqual(expect.arrayContaining(['fusion', 'single-provider', 'sportsbook']));
    expect(appProfileKeys([northstar, { ...northstar, key: 'northstar-2' }])).toEqual(['sportsbook']);
  });

  it('an app that names its own profile gets one from the base it names, with its id, name, passphrase and port', () => {
    const profile = referenceProfile(aurora);
    expect(profile).toMatchObject({
      key: 'aurora',
      casinoId: 14,
      casinoName: 'Aurora',
      brandColour: northstar.themeColor,
      passphrase: 'aurora-pass',
      isFusion: true,
      defaultPort: 8795,
      playerIdBase: 140_000,
      currency: getProfile('fusion').currency,
    });
  });

  it("names each casino after its app's casino.ts, in the profile and in getconfig's casino_name", () => {
    for (const app of CASINO_APPS) {
      expect(getProfile(app.controller.profile).casinoName).toBe(casinoNameOf(app.controller.profile));
    }
    expect(getProfile('fusion').casinoName).toBe(CASINO_APPS.find((app) => app.key === 'fusion')?.displayName);
    expect(getProfile('single-provider').casinoName).toBe('Lucky Reels Casino');
    expect(
      casinoNameOf('fusion', [{ ...northstar, displayName: 'Renamed', controller: { ...northstar.controller, profile: 'fusion' } }]),
    ).toBe('Renamed');
    expect(casinoNameOf('nobody', [])).toBe('nobody casino');
  });

  it("an app on one of the controller's own profiles adds none", () => {
    expect(referenceProfile(northstar)).toBeUndefined();
  });
});
