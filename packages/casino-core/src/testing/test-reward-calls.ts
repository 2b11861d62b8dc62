import { testValidation } from '@lobby/domain/testing';
import { vi } from 'vitest';

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
