// Writes screenshots of the key screens of the casino apps into gallery/ (git-ignored), with an
// index.html to browse them: `./lobby gallery` builds the apps first; see tooling/gallery/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverCasinos, type FoundCasino } from '@lobby/casinos';
import { startController } from '@lobby/controller';
import { type StaticServer, startStaticServer } from '@lobby/deploy';
import { chromium } from 'playwright';
import { capture, openContext } from './capture.ts';
import { renderIndex } from './index-page.ts';
import { parseSelection, planShots, type Shot } from './plan.ts';

/** Friday 2026-11-20, 14:00 in New York: the seeded catalog's anchor day, the weekend reload running. */
export const GALLERY_NOW = Date.UTC(2026, 10, 20, 19, 0, 0);

const root = join(import.meta.dirname, '..', '..', '..');
const out = join(root, 'gallery');
const selection = parseSelection(process.argv.slice(2));
const casinos = discoverCasinos().filter((c) => selection.casinos.length === 0 || selection.casinos.includes(c.key));
const unbuilt = casinos.filter((c) => !existsSync(join(c.dir, 'dist', 'index.html')));
if (unbuilt.length > 0) {
  console.error(`not built: ${unbuilt.map((c) => `apps/${c.key}`).join(', ')} (./lobby gallery builds them first)`);
  process.exit(1);
}
const shots = planShots(
  casinos.map((c) => c.key),
  selection,
);
if (shots.length === 0) {
  console.error('nothing to take: the selection matches no screen');
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
for (const casino of casinos) mkdirSync(join(out, casino.key), { recursive: true });

const profiles = [...new Set(casinos.map((c) => c.controller.profile))];
const controller = await startController({ casinos: profiles.map((profile) => ({ profile, port: 0 })) });
const servers: StaticServer[] = [];
const browser = await chromium.launch({
  executablePath: process.env.LOBBY_TEST_BROWSER || process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const problems: string[] = [];
/** The files each shot produced: its first screen, then the screens further down. */
const written = new Map<Shot, string[]>();
try {
  for (const casino of casinos) {
    const origin = controller.casinos.find((c) => c.profile === casino.controller.profile)?.origin ?? '';
    const app = await startStaticServer({
      dist: join(casino.dir, 'dist'),
      basePath: '/',
      controllerUrl: origin,
      testControls: true,
      extraOrigins: [origin],
    });
    servers.push(app);
    await fetch(`${origin}/__control/clock`, { method: 'POST', body: JSON.stringify({ now: GALLERY_NOW }) });
    const configured = await tournamentsOn(origin);
    await takeCasino(
      casino,
      app.url,
      shots.filter((s) => s.casino === casino.key && (s.screen.needs !== 'tournaments' || configured)),
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
  await controller.close();
}

const taken = shots.filter((s) => written.has(s));
writeFileSync(
  join(out, 'index.html'),
  renderIndex(taken, written, { takenAt: new Date().toISOString(), clock: new Date(GALLERY_NOW).toISOString(), commit: commit() }),
);
console.log(`${taken.length} screens written to ${join(out, 'index.html')}`);
if (problems.length > 0) {
  console.error(`the pages reported:\n${problems.join('\n')}`);
  process.exitCode = 1;
}

async function tournamentsOn(origin: string): Promise<boolean> {
  const reply = await fetch(`${origin}/__control/flags`);
  return ((await reply.json()) as { flags: { tournaments?: boolean } }).flags.tournaments === true;
}

/**
 * Every shot of a casino, by width, theme and viewer: the home in a browser context of its own
 * (it shows what a first visit brings: the daily free spins popup, offers), the other screens in
 * one context with those dismissed, so the catalog is fetched and stored once.
 */
async function takeCasino(casino: FoundCasino, appUrl: string, list: readonly Shot[]): Promise<void> {
  const groups = new Map<string, Shot[]>();
  for (const shot of list) {
    const key = `${shot.width}-${shot.theme}-${shot.viewer}-${shot.screen.key === 'home'}`;
    groups.set(key, [...(groups.get(key) ?? []), shot]);
  }
  for (const group of groups.values()) {
    const first = group[0] as Shot;
    const context = await openContext(browser, {
      appUrl,
      width: first.width,
      theme: first.theme,
      viewer: first.viewer,
      nowMs: GALLERY_NOW,
      casinoKey: casino.key,
      prompts: first.screen.key === 'home',
    });
    try {
      for (const shot of group) {
        const found = await capture(context, shot, out);
        written.set(shot, found.files);
        problems.push(...found.problems.map((p) => `${shot.file}: ${p}`));
        process.stdout.write(`  ${shot.file}\n`);
      }
    } finally {
      await context.close();
    }
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
