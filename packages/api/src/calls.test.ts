// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extraActions } from './actions/extra-actions.ts';
import { lobbyActions } from './actions/lobby-actions.ts';
import { playActions } from './actions/play-actions.ts';
import { protectionActions } from './actions/protection-actions.ts';
import { CALL_NAMES, CONTROLLER_CALLS, callsIn } from './calls.ts';
import { endpointsFor } from './endpoints.ts';

const never = () => new Promise<never>(() => undefined);
const endpoints = endpointsFor('');

describe('the table of controller calls', () => {
  it('names each call of each part of the client once, and only those', () => {
    const parts = {
      lobby: Object.keys(lobbyActions(never, endpoints, never)),
      play: Object.keys(playActions(never, endpoints)),
      extra: Object.keys(extraActions(never, endpoints)),
      protection: Object.keys(protectionActions(never, endpoints)),
    };
    for (const [part, names] of Object.entries(parts)) expect([...callsIn(part as keyof typeof parts)].sort()).toEqual(names.sort());
    expect(new Set(CALL_NAMES).size).toBe(CALL_NAMES.length);
    expect(CALL_NAMES.length).toBe(Object.values(parts).reduce((sum, names) => sum + names.length, 0));
  });

  it('gives each call its URL by the one rule', () => {
    expect(endpoints.call(CONTROLLER_CALLS.getConfig)).toBe('/app/shared/controllers/LobbyController.php?getconfig');
    expect(endpointsFor('https://casino.example/').call(CONTROLLER_CALLS.getDailyFreeSpins)).toBe(
      'https://casino.example/app/shared/controllers/LoyaltyController.php?dailyfreespins',
    );
    expect(endpoints.call(CONTROLLER_CALLS.setFavorite)).toBe('/app/shared/controllers/LobbyController.php');
  });
});
