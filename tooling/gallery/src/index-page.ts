import type { Shot } from './plan.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** What the gallery was taken of, for its heading. */
export interface GalleryInfo {
  readonly takenAt: string;
  readonly clock: string;
  readonly commit: string;
}

/** A shot's caption: width, theme and viewer. */
const caption = (shot: Shot) => `${shot.width} px · ${shot.theme} · ${shot.viewer}`;

/** The gallery's index.html: one section per casino and screen, each first screen linking to the screens further down. */
export function renderIndex(shots: readonly Shot[], files: ReadonlyMap<Shot, readonly string[]>, info: GalleryInfo): string {
  const casinos = [...new Set(shots.map((s) => s.casino))];
  const sections = casinos.map((casino) => {
    const ofCasino = shots.filter((s) => s.casino === casino);
    const screens = [...new Map(ofCasino.map((s) => [s.screen.key, s.screen])).values()];
    const rows = screens.map((screen) => {
      const figures = ofCasino
        .filter((s) => s.screen.key === screen.key)
        .map((s) => {
          const further = (files.get(s) ?? []).slice(1);
          const link =
            further.length > 0 ? ` · further down: ${further.map((f, i) => `<a href="${escapeHtml(f)}">${i + 2}</a>`).join(' ')}` : '';
          return `<figure class="w${s.width}"><a href="${escapeHtml(s.file)}"><img src="${escapeHtml(s.file)}" alt="${escapeHtml(`${screen.title}, ${caption(s)}`)}" loading="lazy"></a><figcaption>${escapeHtml(caption(s))}${link}</figcaption></figure>`;
        });
      return `<section id="${escapeHtml(`${casino}-${screen.key}`)}"><h3>${escapeHtml(screen.title)}</h3><div class="shots">${figures.join('')}</div></section>`;
    });
    const toc = screens.map((s) => `<a href="#${escapeHtml(`${casino}-${s.key}`)}">${escapeHtml(s.title)}</a>`).join(' · ');
    return `<h2>${escapeHtml(casino)}</h2><nav>${toc}</nav>${rows.join('')}`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lobby gallery</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;padding:1rem 2rem;max-width:110rem;background:#f4f4f7;color:#1c1a2e}
h2{margin:2.5rem 0 .5rem;font-size:1.6rem}h3{margin:1.5rem 0 .5rem}
.shots{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
figure{margin:0;background:#fff;padding:.5rem;border-radius:8px;box-shadow:0 1px 3px #0002}
figure img{display:block;height:auto;border:1px solid #ddd}
figure.w390 img{width:195px}figure.w1366 img{width:456px}
figcaption{font-size:.8rem;margin-top:.3rem;color:#555}
</style></head><body>
<h1>Lobby gallery</h1>
<p>Taken ${escapeHtml(info.takenAt)} from commit ${escapeHtml(info.commit)}, against the built apps and the reference controller's showcase seed, with the clock fixed at ${escapeHtml(info.clock)}. Each picture is the first screen; the numbers under it are the screens further down a long page.</p>
${sections.join('\n')}
</body></html>
`;
}
