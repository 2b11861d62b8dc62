import { discoverCasinos, type FoundCasino } from '@lobby/casinos';
import { describe, expect, it } from 'vitest';
import { appProfileKeys, getProfile, referenceProfile } from './profiles.ts';

const northstar = discoverCasinos().find((casino) => casino.key === 'northstar') as FoundCasino;
const aurora: FoundCasino = {
  ...northstar,
  key: 'aurora',
  variant: 'fusion',
  casinoId: 14,
  controller: {
    ...northstar.controller,
    profile: 'aurora',
    passphrase: 'aurora-pass',
    reference: { basedOn: 'fusion', casinoName: 'Aurora' },
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
      passphrase: 'aurora-pass',
      isFusion: true,
      defaultPort: 8795,
      playerIdBase: 140_000,
      currency: getProfile('fusion').currency,
    });
  });

  it("an app on one of the controller's own profiles adds none", () => {
    expect(referenceProfile(northstar)).toBeUndefined();
  });
});
