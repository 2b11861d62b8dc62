import type { Language } from '@lobby/domain';
import { fill, GAME_LABELS } from './game-labels.ts';
import { renderFrameDocument } from './game-page.ts';
import { html } from './html.ts';

interface LiveTable {
  readonly name: string;
  readonly dealer: string;
  readonly min: number;
  readonly max: number;
  /** Free seats; null for a table that is not open yet. */
  readonly seats: number | null;
}

// A fixed line-up: the page stands in for a provider's lobby, nothing here is dealt.
const TABLES: readonly LiveTable[] = [
  { name: 'Blackjack Royale', dealer: 'Sofia', min: 5, max: 500, seats: 3 },
  { name: 'Speed Roulette', dealer: 'Marco', min: 1, max: 1000, seats: 12 },
  { name: 'Baccarat Squeeze', dealer: 'Mei', min: 10, max: 2000, seats: 2 },
  { name: "Casino Hold'em", dealer: 'Lukas', min: 5, max: 250, seats: null },
];

/** The live dealer table lobby a player reaches through `getlivedealer`. */
export function renderLiveDealerPage(casinoName: string, language: Language, currency: string): string {
  const labels = GAME_LABELS[language];
  const money = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
  const rows = TABLES.map(
    (t) => html`<tr><th scope="row"><span class="live" aria-hidden="true"></span>${t.name}</th><td>${t.dealer}</td>
<td>${money.format(t.min)}–${money.format(t.max)}</td><td>${t.seats === null ? labels.tableOpensSoon : fill(labels.seats, t.seats)}</td></tr>`,
  );
  const body = html`<h1 id="live-title">${labels.liveTitle}</h1>
<p class="meta">${casinoName} · ${labels.liveIntro}</p>
<section class="cabinet"><table aria-labelledby="live-title">
<thead><tr><th scope="col">${labels.table}</th><th scope="col">${labels.dealer}</th><th scope="col">${labels.limits}</th><th scope="col">${labels.seatsColumn}</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
  return renderFrameDocument(labels.liveTitle, language, body);
}
