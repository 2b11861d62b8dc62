import { SITE_PATHS } from '../paths.ts';
import { DEMO_PASSWORD, PLAYER_SEEDS } from '../seed/players.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

/** What the login page shows. */
export interface LoginView {
  readonly casinoName: string;
  /** Already validated same-origin path. */
  readonly returnPath: string;
  readonly error?: string;
  readonly username?: string;
}

function demoLogins(returnPath: string) {
  return PLAYER_SEEDS.map(
    (p) => html`<li class="demo">
  <div><strong>${p.username}</strong><br><span class="muted">${p.blurb}</span></div>
  <form method="post" action="${SITE_PATHS.login}">
    <input type="hidden" name="username" value="${p.username}">
    <input type="hidden" name="password" value="${DEMO_PASSWORD}">
    <input type="hidden" name="return" value="${returnPath}">
    <button class="secondary" type="submit" aria-label="Log in as ${p.username}">Log in</button>
  </form>
</li>`,
  );
}

/** The casino's login page, with the demo logins one click away. */
export function renderLogin(v: LoginView): string {
  const body = html`<div class="card">
  <h1>Log in</h1>
  <p class="muted">Welcome back to ${v.casinoName}.</p>
  ${v.error ? html`<p class="error" role="alert" id="login-error">${v.error}</p>` : ''}
  <form method="post" action="${SITE_PATHS.login}">
    <input type="hidden" name="return" value="${v.returnPath}">
    <label for="username">Username</label>
    <input id="username" name="username" autocomplete="username" required value="${v.username ?? ''}"${v.error ? html` aria-describedby="login-error" aria-invalid="true"` : ''}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Log in</button>
  </form>
  <p style="margin-top:16px">New here? <a href="${SITE_PATHS.signup}">Create an account</a></p>
</div>
<section class="card" aria-labelledby="demo-heading">
  <h2 id="demo-heading">Demo logins</h2>
  <p class="muted">Every demo player's password is <code>${DEMO_PASSWORD}</code>.</p>
  <ul style="list-style:none;margin:0;padding:0">${demoLogins(v.returnPath)}</ul>
</section>`;
  return renderPage({ title: 'Log in', casinoName: v.casinoName, body, lobbyPath: v.returnPath });
}
