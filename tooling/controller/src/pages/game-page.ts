import type { Language } from '@lobby/domain';
import type { SlotSymbol } from '../play/slot.ts';
import { FRAME_STYLE } from './frame-style.ts';
import { fill, GAME_LABELS, type GameLabels } from './game-labels.ts';
import { GAME_SCRIPT } from './game-script.ts';
import { html, type SafeHtml } from './html.ts';
import { reelGlyph, symbolSprite } from './slot-symbols.ts';

/** What the demo game page shows. */
export interface GamePageView {
  readonly title: string;
  readonly providerName: string;
  readonly language: Language;
  /** The game token of a real-money launch; null plays for fun money. */
  readonly token: string | null;
  /** Major units; fun money starts from a fixed stack. */
  readonly balance: number | null;
  /** Null for fun money, which has no currency. */
  readonly currency: string | null;
  readonly playUrl: string;
  /** An absolute http(s) URL already checked, or null. */
  readonly returnUrl: string | null;
  /** Where the cashier message may go, or null: the button is disabled. */
  readonly cashierOrigin: string | null;
}

const START_REELS: readonly SlotSymbol[] = ['seven', 'bell', 'cherry'];
const TEST_BUTTONS: readonly (readonly ['win' | 'lose' | 'set', number])[] = [
  ['win', 150],
  ['lose', 150],
  ['win', 5],
  ['lose', 5],
  ['set', 2],
];

/** Amount as the page shows it: currency for real money, "credits" for fun money. */
export function formatGameMoney(amount: number | null, currency: string | null, language: Language, labels: GameLabels): string {
  if (amount === null) return '---';
  if (currency) return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${labels.credits}`;
}

function testButtonLabel(labels: GameLabels, op: 'win' | 'lose' | 'set', n: number): string {
  return fill(op === 'win' ? labels.win : op === 'lose' ? labels.lose : labels.setBalance, n);
}

// Settings for the script: a JSON data block is never executed, and `<` is escaped so no text ends it early.
function configBlock(v: GamePageView, labels: GameLabels): SafeHtml {
  const config = {
    token: v.token,
    balance: v.balance,
    currency: v.currency,
    locale: v.language,
    playUrl: v.playUrl,
    cashierOrigin: v.cashierOrigin,
    labels,
    errors: { insufficient_funds: labels.insufficientFunds, invalid_token: labels.expired },
  };
  return { safeHtml: `<script type="application/json" id="game-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>` };
}

/** A framed page's document around `body`, with the shared stylesheet and optionally the game script. */
export function renderFrameDocument(title: string, language: Language, body: SafeHtml, script?: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${{ safeHtml: FRAME_STYLE }}</style>
</head>
<body>
<main id="main">${body}</main>
${script ?? ''}
</body>
</html>`.safeHtml;
}

/** The demo slot machine: three reels, a spin, the test outcome buttons, the cashier button and the way back. */
export function renderGamePage(v: GamePageView): string {
  const labels = GAME_LABELS[v.language];
  const reelsLabel = `${labels.reels}: ${START_REELS.map((s) => labels.symbols[s]).join(', ')}`;
  const body = html`${symbolSprite()}<h1>${v.title}</h1>
<p class="meta">${v.providerName} · <span class="tag">${v.token ? labels.realMoney : labels.funMoney}</span></p>
<section class="cabinet" aria-labelledby="balance-label">
  <div class="reels" id="reels" role="img" aria-label="${reelsLabel}">${START_REELS.map(reelGlyph)}</div>
  <p class="balance"><span id="balance-label">${labels.balance}</span><output id="balance" aria-live="polite">${formatGameMoney(v.balance, v.currency, v.language, labels)}</output></p>
  <p class="result" id="result" role="status"></p>
  <button type="button" class="spin" data-op="spin" data-amount="1" aria-describedby="stake-hint">${labels.spin}</button>
  <p class="hint" id="stake-hint">${labels.stake}</p>
  <fieldset><legend>${labels.testOutcomes}</legend><div class="buttons">
    ${TEST_BUTTONS.map(([op, n]) => html`<button type="button" data-op="${op}" data-amount="${n}">${testButtonLabel(labels, op, n)}</button>`)}
  </div></fieldset>
</section>
<div class="footer">
  <div><button type="button" id="cashier" aria-describedby="cashier-hint"${v.cashierOrigin ? '' : html` disabled`}>${labels.openCashier}</button>
  <p class="hint" id="cashier-hint">${v.cashierOrigin ? labels.cashierHint : labels.cashierUnavailable}</p></div>
  ${v.returnUrl ? html`<a href="${v.returnUrl}" target="_top">${labels.backToLobby}</a>` : ''}
</div>
${configBlock(v, labels)}`;
  return renderFrameDocument(v.title, v.language, body, { safeHtml: `<script>${GAME_SCRIPT}</script>` });
}

/** The page a game frame shows instead of the game: an expired token, say. */
export function renderGameMessage(title: string, language: Language, message: string, returnUrl: string | null): string {
  const labels = GAME_LABELS[language];
  const body = html`<h1>${title}</h1><p class="error" role="alert">${message}</p>
${returnUrl ? html`<p><a href="${returnUrl}" target="_top">${labels.backToLobby}</a></p>` : ''}`;
  return renderFrameDocument(title, language, body);
}
