import type { Balances } from '@lobby/domain';
import { SITE_PATHS } from '../paths.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

/** What the cashier page shows. */
export interface CashierView {
  readonly casinoName: string;
  readonly playerName: string | null;
  readonly balances: Balances | null;
  readonly notice?: string;
  /** Set when a deposit limit refuses the deposit: the button is off and says why and until when. */
  readonly depositBlocked?: string | null;
}

/** Amount in the player's currency, or --- for an amount the server does not know. */
export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return '---';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

function balanceTable(b: Balances) {
  const rows: [string, string][] = [
    ['Real money', formatMoney(b.real, b.currency_code)],
    ['Bonus', formatMoney(b.bonus, b.currency_code)],
    ['Withdrawable', formatMoney(b.withdrawable, b.currency_code)],
    ['Playthrough left', formatMoney(b.playthrough, b.currency_code)],
    ['Fun money', formatMoney(b.fun_money, b.currency_code)],
    ['Comp points', b.comppoints === null ? '---' : b.comppoints.toLocaleString('en-US')],
  ];
  return html`<table><tbody>${rows.map(([k, v]) => html`<tr><th scope="row">${k}</th><td>${v}</td></tr>`)}</tbody></table>`;
}

/** The cashier: balance, a deposit of 50 and a withdraw-all, both real. */
export function renderCashier(v: CashierView): string {
  if (!v.balances) {
    const body = html`<div class="card"><h1>Cashier</h1><p>Log in to see your balance and make a deposit.</p>
<a class="button" href="${SITE_PATHS.login}?return=${encodeURIComponent(SITE_PATHS.cashier)}">Log in</a></div>`;
    return renderPage({ title: 'Cashier', casinoName: v.casinoName, body });
  }
  const b = v.balances;
  const body = html`<div class="card">
  <h1>Cashier</h1>
  <p class="muted">${v.playerName}, your balance</p>
  <p class="amount" aria-live="polite">${formatMoney(b.balance, b.currency_code)}</p>
  ${v.notice ? html`<p class="notice" role="status">${v.notice}</p>` : ''}
  <div class="row">
    <form method="post" action="${SITE_PATHS.cashier}"><input type="hidden" name="op" value="deposit">${
      v.depositBlocked
        ? html`<button type="submit" disabled aria-describedby="deposit-limit">Deposit ${formatMoney(50, b.currency_code)}</button><p class="error" id="deposit-limit">${v.depositBlocked}</p>`
        : html`<button type="submit">Deposit ${formatMoney(50, b.currency_code)}</button>`
    }</form>
    <form method="post" action="${SITE_PATHS.cashier}"><input type="hidden" name="op" value="withdraw"><button class="secondary" type="submit">Withdraw all</button></form>
  </div>
</div>
<section class="card" aria-labelledby="details"><h2 id="details">Balance details</h2>${balanceTable(b)}</section>`;
  return renderPage({ title: 'Cashier', casinoName: v.casinoName, body, playerName: v.playerName });
}
