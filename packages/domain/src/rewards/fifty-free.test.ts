import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from '../options.ts';
import { casinoTweaks } from '../casino-tweaks.ts';
import {
  type FiftyFreeContext,
  fiftyFreeDecision,
  fiftyFreeDueInMs,
  fiftyFreeNext,
  fiftyFreeOffer,
  readFiftyFreeStored,
} from './fifty-free.ts';

const guest: FiftyFreeContext = { guest: true, playerClass: null, practice: false, stored: null };
const newbie = (practice: boolean, stored: FiftyFreeContext['stored']): FiftyFreeContext => ({
  guest: false,
  playerClass: 'new_player',
  practice,
  stored,
});

describe('fiftyFreeDecision', () => {
  it.each<[string, FiftyFreeContext, ReturnType<typeof fiftyFreeDecision>]>([
    ['a guest who has not seen it', guest, 'show-after-delay'],
    ['a guest who has seen it', { ...guest, stored: 'displayed' }, 'none'],
    ['a guest on a device where it was redeemed', { ...guest, stored: 'redeemed' }, 'none'],
    ['a new player in practice mode', newbie(true, null), 'show-after-delay'],
    ['a new player in real money who never saw it', newbie(false, null), 'none'],
    ['a new player in real money after seeing it: redeem', newbie(false, 'displayed'), 'redeem'],
    ['a new player still in practice after seeing it', newbie(true, 'displayed'), 'none'],
    ['a new player after the redeem', newbie(false, 'redeemed'), 'none'],
    ['a regular player in practice mode', { guest: false, playerClass: 'regular', practice: true, stored: null }, 'none'],
    ['a vip after seeing it as a guest', { guest: false, playerClass: 'vip', practice: false, stored: 'displayed' }, 'none'],
  ])('%s -> %s', (_label, context, expected) => {
    expect(fiftyFreeDecision(context)).toBe(expected);
  });
});

describe('fiftyFreeNext and readFiftyFreeStored', () => {
  it.each<[FiftyFreeContext['stored'], 'shown' | 'redeemed', FiftyFreeContext['stored']]>([
    [null, 'shown', 'displayed'],
    ['displayed', 'shown', 'displayed'],
    ['displayed', 'redeemed', 'redeemed'],
    ['redeemed', 'shown', 'redeemed'],
    [null, 'redeemed', 'redeemed'],
  ])('%s + %s -> %s', (stored, event, expected) => {
    expect(fiftyFreeNext(stored, event)).toBe(expected);
  });

  it.each([
    ['displayed', 'displayed'],
    ['redeemed', 'redeemed'],
    ['DISPLAYED', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (raw, expected) => {
    expect(readFiftyFreeStored(raw)).toBe(expected);
  });
});

describe('fiftyFreeOffer', () => {
  it.each([
    [1, { spins: 30, amountLabel: null, minimumLabel: null }],
    [69, { spins: 20, amountLabel: null, minimumLabel: null }],
    [77, { spins: 20, amountLabel: null, minimumLabel: null }],
    [86, { spins: 30, amountLabel: 'R150', minimumLabel: null }],
    [85, { spins: 30, amountLabel: null, minimumLabel: '5 €' }],
  ])('casino %i', (casinoId, expected) => {
    expect(fiftyFreeOffer(casinoTweaks(casinoId))).toEqual(expected);
  });
});

describe('fiftyFreeDueInMs', () => {
  it('counts the minute from the lobby opening, whenever the offer part arrives', () => {
    expect(fiftyFreeDueInMs(1_000, 1_000, defaultLobbyOptions)).toBe(60_000);
    expect(fiftyFreeDueInMs(1_000, 46_000, defaultLobbyOptions)).toBe(15_000);
    expect(fiftyFreeDueInMs(1_000, 61_000, defaultLobbyOptions)).toBe(0);
    expect(fiftyFreeDueInMs(1_000, 500_000, defaultLobbyOptions)).toBe(0);
  });

  it('never waits longer than the minute, even when the clock went back', () => {
    expect(fiftyFreeDueInMs(10_000, 4_000, defaultLobbyOptions)).toBe(60_000);
  });

  it('waits fiftyFreeOfferDelayMs', () => {
    expect(fiftyFreeDueInMs(1_000, 6_000, { fiftyFreeOfferDelayMs: 10_000 })).toBe(5_000);
    expect(fiftyFreeDueInMs(1_000, 1_000, { fiftyFreeOfferDelayMs: 10_000 })).toBe(10_000);
  });
});
