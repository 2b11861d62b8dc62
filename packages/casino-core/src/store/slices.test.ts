import { describe, expect, it, vi } from 'vitest';
import { testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { testStart } from '../testing/test-store.ts';
import { startApp } from './start-app.ts';

/**
 * Every slice of the store and where its state comes from. Only the client's own state lives in
 * slices; what the controller answered lives once, in the data layer's cache (`lobbyApi`).
 */
const SLICE_SOURCES = {
  session: "start-up's and the first screen's progress",
  casino: "the app profile's variant and option overrides",
  preferences: "the visitor's theme and language choices",
  notifications: 'the notices on screen',
  favoritesProgress: "favorite toggles the controller has not answered yet (the player's intents)",
  recent: 'the games launched in this browser session',
  play: 'the game under way and the balance it started with',
  lobbyApi: "the data layer's cache: every controller answer, once",
} as const;

/** The player and the casino the answers are about, each with a value of its own that no slice may hold. */
const player = testPlayer({ PID: 48_151, fname: 'Augusta', lname: 'Byron' });
const config = testConfig({ casino_name: 'Casino of the Slices Test' });
/** Who the answers are about: a slice holding one of these mirrors an answer, whatever it calls the field. */
const IDENTITIES: readonly unknown[] = [player.PID, String(player.PID), player.fname, player.lname, config.casino_name];

/** Every value inside `value`, depth first (objects and arrays included). */
function* everything(value: unknown): Generator<unknown> {
  yield value;
  if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) yield* everything(child);
}

describe('the store’s slices', () => {
  it('are those listed with their sources, and none holds a copy of a controller answer, nor who it is about', async () => {
    const favorites = [{ shortname: 'game-1', provider: 'acme' }];
    const deps = testDeps({
      getConfig: vi.fn(async () => ({ casino: config, player })),
      getFavorites: vi.fn(async () => favorites),
    });
    const { store } = startApp(deps, testStart(), { theme: 'light', language: 'en', languageChosen: false }, null);
    await vi.waitFor(() => expect(store.getState().lobbyApi?.queries.getFavorites?.status).toBe('fulfilled'));
    await vi.waitFor(() => expect(store.getState().lobbyApi?.queries.getDfsFlags?.status).toBe('fulfilled'));
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(Object.keys(SLICE_SOURCES).sort());

    const answers = Object.values(state.lobbyApi?.queries ?? {}).map((entry) => entry?.data);
    expect(answers.length).toBeGreaterThanOrEqual(6);
    const answered = new Set(
      answers.flatMap((answer) => [...everything(answer)].filter((value) => typeof value === 'object' && value !== null)),
    );
    const { lobbyApi: _cache, ...slices } = state;
    for (const [name, slice] of Object.entries(slices)) {
      for (const value of everything(slice)) {
        // Not even who the player is: the configuration's answer says it (`selectPlayerId`).
        expect(IDENTITIES, `slice ${name} holds who an answer is about`).not.toContain(value);
        if (typeof value !== 'object' || value === null) continue;
        expect(answered.has(value), `slice ${name} holds an object of a controller answer`).toBe(false);
        for (const answer of answers) {
          if (typeof answer === 'object' && answer !== null && Object.keys(answer).length > 0)
            expect(value, `slice ${name} holds a copy of a controller answer`).not.toEqual(answer);
        }
      }
    }
  });
});
