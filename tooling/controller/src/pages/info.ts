import { CONTROL_PATHS, LOBBY_CONTROLLER_PATH, SITE_PATHS } from '../paths.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

const VIP_LEVELS: readonly [number, string, string][] = [
  [1, 'Bronze', '5% weekly cashback'],
  [2, 'Silver', '8% weekly cashback, birthday bonus'],
  [3, 'Gold', '12% weekly cashback, personal host, VIP-only games'],
  [4, 'Platinum', '15% weekly cashback, faster withdrawals'],
  [5, 'Diamond', '20% weekly cashback, event invitations'],
];

/** Sign-up page: this demo casino creates no accounts. */
export function renderSignup(casinoName: string): string {
  const body = html`<div class="card"><h1>Create an account</h1>
<p>Registration is closed in this demo casino. Use one of the demo players instead: each shows the lobby in another state.</p>
<a class="button" href="${SITE_PATHS.login}">See the demo logins</a></div>`;
  return renderPage({ title: 'Sign up', casinoName, body });
}

/** VIP programme page; shows the player's level when logged in. */
export function renderVip(casinoName: string, player: { name: string; level: number; className: string } | null): string {
  const body = html`<div class="card"><h1>VIP Club</h1>
${player ? html`<p class="notice">${player.name}, you are ${player.className} (level ${player.level}).</p>` : html`<p class="muted">Log in to see your level.</p>`}
<table><thead><tr><th scope="col">Level</th><th scope="col">Name</th><th scope="col">Benefits</th></tr></thead><tbody>
${VIP_LEVELS.map(([level, name, perks]) => html`<tr${player?.level === level ? html` aria-current="true" style="font-weight:700"` : ''}><td>${level}</td><td>${name}</td><td>${perks}</td></tr>`)}
</tbody></table></div>`;
  return renderPage({ title: 'VIP Club', casinoName, body, playerName: player?.name ?? null });
}

/** Refer-a-friend page with the player's link. */
export function renderReferAFriend(casinoName: string, player: { name: string; url: string } | null): string {
  const url = player?.url ?? null;
  const body = url
    ? html`<div class="card"><h1>Refer a friend</h1><p>Share your link; you both get a bonus after your friend's first deposit.</p>
<label for="raf-link">Your link</label><input id="raf-link" readonly value="${url}"></div>`
    : html`<div class="card"><h1>Refer a friend</h1><p>Log in to get your referral link.</p>
<a class="button" href="${SITE_PATHS.login}?return=${encodeURIComponent(SITE_PATHS.referAFriend)}">Log in</a></div>`;
  return renderPage({ title: 'Refer a friend', casinoName, body, playerName: player?.name ?? null });
}

/** The controller's own front page: what it is and where things are. */
export function renderIndex(casinoName: string, casinoId: number): string {
  const body = html`<div class="card"><h1>${casinoName}</h1>
<p>This is the reference casino controller (casino ${casinoId}). The lobby app runs separately and reaches it through its dev or preview server; these pages are the casino's own.</p>
<ul>
<li><a href="${SITE_PATHS.login}">Log in</a> (demo logins listed there)</li>
<li><a href="${SITE_PATHS.cashier}">Cashier</a> · <a href="${SITE_PATHS.vip}">VIP Club</a> · <a href="${SITE_PATHS.signup}">Sign up</a></li>
<li>Controller: <code>${LOBBY_CONTROLLER_PATH}?getconfig</code></li>
<li>Test controls: <a href="${CONTROL_PATHS.players}"><code>${CONTROL_PATHS.players}</code></a></li>
</ul></div>`;
  return renderPage({ title: 'Controller', casinoName, body });
}

/** The casino's not-found page. */
export function renderNotFound(casinoName: string): string {
  const body = html`<div class="card"><h1>Page not found</h1><p>The page you requested is no longer available, or cannot be found.</p>
<a class="button" href="/">Back to the lobby</a></div>`;
  return renderPage({ title: 'Not found', casinoName, body });
}

/** Contact page: where a player reaches support (the VIP lock's live chat leads here). */
export function renderContact(casinoName: string): string {
  const body = html`<div class="card"><h1>Contact and live chat</h1>
<p>Our support team answers around the clock. In this demo casino the chat is not staffed: write to <a href="mailto:support@example.com">support@example.com</a> instead.</p></div>`;
  return renderPage({ title: 'Contact', casinoName, body });
}

/** Terms and privacy: short placeholders a real casino replaces with its own documents. */
export function renderPolicy(casinoName: string, kind: 'terms' | 'privacy'): string {
  const title = kind === 'terms' ? 'Terms and conditions' : 'Privacy policy';
  const body = html`<div class="card"><h1>${title}</h1>
<p>This demo casino has no real ${kind === 'terms' ? 'terms' : 'privacy policy'}: a deployed casino links its own document here.</p></div>`;
  return renderPage({ title, casinoName, body });
}
