import '@lobby/ui/promos.css';
import { Button, Page, WinnersTicker } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useGetWinnersQuery } from './promos-api.ts';
import { useCasinoMoney } from './use-money.ts';
import { usePromosText } from './use-promos-text.ts';
import { winnerLists } from './winner-rows.ts';

/**
 * /winners: every row of the winners answer whose first rows the home's ticker shows (the same call
 * and cache entry), the recent and the top winners. Loading, empty and failed each say so; a
 * failure offers to try again.
 */
export function WinnersPage() {
  const text = usePromosText();
  const { data, isError, isFetching, refetch } = useGetWinnersQuery();
  const money = useCasinoMoney();
  let body: ReactNode;
  if (data) {
    const { recent, top } = winnerLists(data, money);
    const rows = Math.max(recent.length, top.length);
    body =
      rows > 0 ? <WinnersTicker recent={recent} top={top} rows={rows} text={text} /> : <p className="lb-state">{text['winners.empty']}</p>;
  } else if (isError) {
    body = (
      <div className="lb-state" role="alert">
        <p>{text['winners.error']}</p>
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {text['promos.retry']}
        </Button>
      </div>
    );
  } else {
    body = (
      <p className="lb-state" role="status">
        {text['winners.loading']}
      </p>
    );
  }
  return <Page title={text['winners.title']}>{body}</Page>;
}
