import { startController } from '@lobby/controller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControllerClient } from './client.ts';
import { cookieJarFetch, logIn } from './testing/cookie-jar.ts';
import { recordingLogger } from './testing/fake-fetch.ts';

// The promotions, tournaments and widget calls against the reference controller: everything it
// seeds (hostile HTML included) must decode and validate without a dropped item or a log line.

type Running = Awaited<ReturnType<typeof startController>>;
let controller: Running | undefined;

beforeAll(async () => {
  controller = await startController({ databasePath: ':memory:', casinos: [{ profile: 'fusion' }, { profile: 'single-provider' }] });
}, 60_000);

afterAll(async () => {
  await controller?.close();
});

async function clientFor(profile: string, player: boolean) {
  const casino = controller?.casinos.find((c) => c.profile === profile);
  if (!casino) throw new Error(`not serving ${profile}`);
  const { fetch: jarFetch } = cookieJarFetch();
  if (player) await logIn(casino.origin, jarFetch, 'regular', 'demo');
  const { lines, logger } = recordingLogger();
  const client = createControllerClient({
    endpoint: casino.origin,
    passphrase: casino.passphrase,
    fetch: jarFetch,
    logger,
    timeoutMs: 10_000,
  });
  return { client, lines };
}

describe.each(['fusion', 'single-provider'])('promotions contract: %s', (profile) => {
  it('promos, winners, game of the month, widgets and banners validate cleanly', async () => {
    const { client, lines } = await clientFor(profile, false);
    const promos = await client.getPromos({ lang: 'fr', target: 'ucc_promotions' });
    expect(promos.regular_promos.length).toBeGreaterThanOrEqual(4);
    expect(promos.regular_promos.filter((p) => p.schedule_values !== null).length).toBe(4);
    expect(promos.custom_promos).toHaveLength(5);
    const winners = await client.getWinners();
    expect(winners.recent).toHaveLength(8);
    expect(winners.top).toHaveLength(8);
    expect(await client.getGameOfTheMonth()).toMatchObject({ cta: { link: expect.stringMatching(/^\/play\//) } });
    expect((await client.getWidgets()).length).toBeGreaterThanOrEqual(5);
    expect(await client.getStickyBanner()).not.toBeNull();
    for (const html of [await client.getEscapePodWidget(), await client.getCrewponWidget(), await client.getFortuneTellerWidget()]) {
      expect(html.html.length).toBeGreaterThan(0);
    }
    expect((await client.getRngWidget()).error).toBeNull();
    expect((await client.getWaypointsWidget()).error).toBe('campaign_not_found');
    expect((await client.getSynthGameWidgetHtml()).html).toContain('Synth');
    expect(lines).toEqual([]);
  });

  it('tournaments validate as the variant expects, and the lobby opens for a player', async () => {
    const { client, lines } = await clientFor(profile, true);
    const answer = await client.getTournaments({ lang: 'en', home: true });
    if (profile === 'fusion') {
      expect(answer.kind).toBe('fusion');
      if (answer.kind === 'fusion') expect(answer.finished_tournaments).toHaveLength(6);
    } else {
      expect(answer.kind).toBe('lobby');
      expect((await client.getTournamentsLobby()).url).toMatch(/\/tournament-lobby\/$/);
    }
    expect(await client.rollbackTryout()).toMatchObject({ success: true });
    expect(lines).toEqual([]);
  });
});
