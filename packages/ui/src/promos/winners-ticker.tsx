import { type ReactNode, useId } from 'react';
import type { PromosText } from './promos-text.ts';

/** A winners row ready to show. */
export interface WinnerRow {
  readonly key: string;
  readonly username: string;
  readonly game: string;
  /** Where the game plays; null when it is not in the catalog. */
  readonly href: string | null;
  /** Formatted amount. */
  readonly amount: string;
}

/** Props of {@link WinnersTicker}. */
export interface WinnersTickerProps {
  recent: readonly WinnerRow[];
  top: readonly WinnerRow[];
  /** Rows per list (the app picks 5 in fusion; 4, 6 or 7 elsewhere by width). */
  rows: number;
  text: PromosText;
  /** Renders a game link (the app's router). */
  renderGame?: (row: WinnerRow) => ReactNode;
}

/** The winners: recent and top lists of `rows` rows each. */
export function WinnersTicker({ recent, top, rows, text, renderGame }: WinnersTickerProps) {
  const lists = [
    { key: 'recent', title: text['winners.recent'], items: recent.slice(0, rows) },
    { key: 'top', title: text['winners.top'], items: top.slice(0, rows) },
  ].filter((list) => list.items.length > 0);
  return (
    <section className="lb-winners" aria-label={text['winners.title']} data-winner-rows={rows}>
      {lists.map((list) => (
        <WinnersList key={list.key} title={list.title} items={list.items} text={text} renderGame={renderGame} />
      ))}
    </section>
  );
}

function WinnersList({
  title,
  items,
  text,
  renderGame,
}: {
  title: string;
  items: readonly WinnerRow[];
  text: PromosText;
  renderGame?: WinnersTickerProps['renderGame'];
}) {
  const id = useId();
  return (
    <div className="lb-winners__list">
      <h3 id={id} className="lb-winners__title">
        {title}
      </h3>
      <table className="lb-winners__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{text['winners.player']}</th>
            <th scope="col">{text['winners.game']}</th>
            <th scope="col">{text['winners.amount']}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.key} data-winner-row="">
              <td className="lb-winners__user">{row.username}</td>
              <td className="lb-winners__game">{renderGame ? renderGame(row) : row.game}</td>
              <td className="lb-winners__amount">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
