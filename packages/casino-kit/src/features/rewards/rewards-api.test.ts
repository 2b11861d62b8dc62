// @vitest-environment node
import { ControllerError } from '@lobby/api';
import { spinPayload } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '@lobby/casino-core';
import { signedInStore, testDeps } from '@lobby/casino-core/testing';
import { testValidation } from '@lobby/domain/testing';
import { dataLayer, lobbyApi } from '../../shared/data-layer.ts';
import { rewardsApi } from './rewards-api.ts';

function playerStore(deps: AppDeps) {
  return signedInStore(deps, { layer: dataLayer }).store;
}

// The store's type knows the api before its rewards endpoints were injected.
const cachedValidation = (store: { getState: () => unknown }) =>
  rewardsApi.endpoints.getDailyFreeSpins.select()(store.getState() as never).data;

const slices = [
  { no_of_spins: 10, probability: 1 },
  { no_of_spins: 0, probability: 1 },
];
const wheel = testValidation({ DFSSPINWHEEL: true, slices });

describe('rewards endpoints', () => {
  it('a successful redeem turns the cached validation into redeemed_today and refreshes the balance', async () => {
    const deps = testDeps({ getDailyFreeSpins: vi.fn(async () => wheel) });
    const store = playerStore(deps);
    const sub = store.dispatch(rewardsApi.endpoints.getDailyFreeSpins.initiate());
    const balance = store.dispatch(lobbyApi.endpoints.getBalance.initiate());
    await sub.unwrap();
    await balance.unwrap();
    const spin = spinPayload(wheel, slices, 0, 30);
    await store.dispatch(rewardsApi.endpoints.redeemDailyFreeSpins.initiate({ validation: wheel, spin })).unwrap();
    expect(deps.api.redeemDailyFreeSpins).toHaveBeenCalledWith({ validation: wheel, spin }, expect.anything());
    const cached = cachedValidation(store);
    expect(cached).toMatchObject({ allowed_to_redeem: false, reason_not_allowed_to_redeem: 'redeemed_today' });
    await vi.waitFor(() => expect(deps.api.getBalance).toHaveBeenCalledTimes(2));
    sub.unsubscribe();
    balance.unsubscribe();
  });

  it('a refused redeem leaves the validation as it was', async () => {
    const deps = testDeps({
      getDailyFreeSpins: vi.fn(async () => wheel),
      redeemDailyFreeSpins: vi.fn(async () => ({
        success: false,
        responseMessage: 'No.',
        gamename: '',
        gameimage: null,
        shortcut: '',
        freespins: null,
      })),
    });
    const store = playerStore(deps);
    const sub = store.dispatch(rewardsApi.endpoints.getDailyFreeSpins.initiate());
    await sub.unwrap();
    const answer = await store
      .dispatch(rewardsApi.endpoints.redeemDailyFreeSpins.initiate({ validation: wheel, spin: spinPayload(wheel, slices, 1, 30) }))
      .unwrap();
    expect(answer).toMatchObject({ success: false, responseMessage: 'No.' });
    expect(cachedValidation(store)).toMatchObject({ allowed_to_redeem: true });
    sub.unsubscribe();
  });

  it('a failed call comes back as plain data', async () => {
    const failure = new ControllerError({ kind: 'http', action: 'redeem_dfs', status: 503, message: 'redeem_dfs: 503' });
    const deps = testDeps({ redeemDailyFreeSpins: vi.fn(async () => Promise.reject(failure)) });
    const store = playerStore(deps);
    const result = await store.dispatch(
      rewardsApi.endpoints.redeemDailyFreeSpins.initiate({ validation: wheel, spin: spinPayload(wheel, slices, 0, 30) }),
    );
    expect(result.error).toMatchObject({ kind: 'http', status: 503 });
  });

  it('loyalty texts are asked per language and the referral link once', async () => {
    const deps = testDeps();
    const store = playerStore(deps);
    await store.dispatch(rewardsApi.endpoints.getLoyaltyTexts.initiate('fr')).unwrap();
    expect(deps.api.getLoyaltyTexts).toHaveBeenCalledWith('fr', expect.anything());
    await expect(store.dispatch(rewardsApi.endpoints.getReferral.initiate()).unwrap()).resolves.toMatchObject({
      page: '/site/refer-a-friend',
    });
  });

  it('the fifty-free redeem posts once per dispatch', async () => {
    const deps = testDeps();
    const store = playerStore(deps);
    await store.dispatch(rewardsApi.endpoints.redeemFiftyFree.initiate()).unwrap();
    expect(deps.api.redeemFiftyFree).toHaveBeenCalledTimes(1);
  });
});
