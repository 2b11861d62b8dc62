import type { DfsValidation } from '@lobby/domain';
import { vi } from 'vitest';

/** A validation answer: allowed, no wheel, with `overrides` on top. */
export function testValidation(overrides: Partial<DfsValidation> = {}): DfsValidation {
  return {
    DFSSPINWHEEL: false,
    allowed_to_redeem: true,
    reason_not_allowed_to_redeem: null,
    enabled_sections: [],
    slices: [],
    newrulevalidation: false,
    wheel_description: '',
    successmsg: '',
    casino_id: 1,
    terms_page: '/site/terms',
    game_image: null,
    campaign_description: '',
    email: 'ada@example.com',
    game_slug: 'game-1',
    dfs_game_slug: 'game-1',
    spins_remaining: 30,
    cashierURL: '/site/cashier',
    webplayURL: '/',
    is_spin_available_for_today: true,
    ...overrides,
  };
}

/** The reward calls of a healthy controller. */
export function testRewardCalls() {
  return {
    getDailyFreeSpins: vi.fn(async () => testValidation()),
    sendFreeSpinEmail: vi.fn(async () => ({ success: true })),
    checkFreeSpinEmailClick: vi.fn(async () => ({ success: false })),
    redeemDailyFreeSpins: vi.fn(async () => ({
      success: true,
      responseMessage: '',
      gamename: 'Game 1',
      gameimage: null,
      shortcut: 'game-1',
      freespins: 30,
    })),
    redeemFiftyFree: vi.fn(async () => ({ success: true, message: null })),
    getLoyaltyTexts: vi.fn(async () => ({ title: 'Loyalty' })),
    getReferral: vi.fn(async () => ({ page: '/site/refer-a-friend', url: 'https://casino.test/site/signup?raf=ADA' })),
  };
}
