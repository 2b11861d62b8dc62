import { html, type SafeHtml } from './html.ts';

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f4fb;--card:#fff;--text:#1c1a2e;--muted:#5d5a72;--accent:#6b3fd4;--accent-text:#fff;
--border:#dcd8ea;--error-bg:#fde8ea;--error:#a4122a;--ok-bg:#e5f6ec;--ok:#17653a}
@media (prefers-color-scheme:dark){:root{--bg:#121020;--card:#1d1a30;--text:#eeecf8;--muted:#aca8c4;--accent:#a98bff;
--accent-text:#130d29;--border:#35304f;--error-bg:#3b1620;--error:#ff9aa9;--ok-bg:#12301f;--ok:#8fe0ad}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
header{padding:16px 24px;border-bottom:1px solid var(--border);display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header .brand{font-weight:800;letter-spacing:.02em;color:var(--text);text-decoration:none}
main{max-width:560px;margin:32px auto;padding:0 16px}
.card{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:24px;margin-bottom:20px}
h1{font-size:1.6rem;margin:0 0 12px}h2{font-size:1.15rem;margin:0 0 12px}p{margin:0 0 12px}.muted{color:var(--muted)}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border-radius:10px;border:1px solid var(--border);background:transparent;color:inherit;font:inherit}
button,.button{display:inline-block;margin-top:16px;padding:10px 18px;border-radius:10px;border:0;background:var(--accent);color:var(--accent-text);
font:inherit;font-weight:700;cursor:pointer;text-decoration:none}
button.secondary{background:transparent;color:var(--accent);border:1px solid var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
a{color:var(--accent)}.error{background:var(--error-bg);color:var(--error);padding:10px 12px;border-radius:10px}
.notice{background:var(--ok-bg);color:var(--ok);padding:10px 12px;border-radius:10px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px 4px;border-bottom:1px solid var(--border);vertical-align:top}
.amount{font-size:2rem;font-weight:800}.row{display:flex;gap:12px;flex-wrap:wrap;align-items:center}
.demo{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid var(--border)}
.demo:last-child{border-bottom:0}.demo button{margin-top:0;white-space:nowrap}
@media (prefers-reduced-motion:no-preference){button,.button{transition:filter .15s}button:hover,.button:hover{filter:brightness(1.1)}}
`;

/** What every casino page shares. */
export interface PageOptions {
  readonly title: string;
  readonly casinoName: string;
  readonly body: SafeHtml;
  /** Link back to the lobby (a same-origin path). */
  readonly lobbyPath?: string;
  /** First name of the logged-in player: the header then offers a logout. */
  readonly playerName?: string | null;
}

/** A complete HTML document in the casino's look, light or dark as the system prefers. */
export function renderPage(o: PageOptions): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${o.title} · ${o.casinoName}</title>
<style>${{ safeHtml: STYLE }}</style>
</head>
<body>
<header><a class="brand" href="${o.lobbyPath ?? '/'}">${o.casinoName}</a>
<nav class="row" aria-label="Account">${o.playerName ? html`<span class="muted">Signed in as ${o.playerName}</span><a href="/site/logout?return=%2F">Log out</a>` : ''}<a href="${o.lobbyPath ?? '/'}">Back to the lobby</a></nav></header>
<main id="main">${o.body}</main>
</body>
</html>`.safeHtml;
}
