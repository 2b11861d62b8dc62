import { buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link DfsRedeemResult}. */
export type DfsRedeemResultProps =
  | { outcome: 'redeeming' }
  | { outcome: 'success'; spins: number | null; gameName: string; gameImage: string | null; gameHref: string; message: string }
  /** The server refused: its responseMessage follows the redeem-failed line. */
  | { outcome: 'refused'; responseMessage: string }
  /** The call itself failed. */
  | { outcome: 'error' };

/** What became of a daily free spins redeem. */
export function DfsRedeemResult(props: DfsRedeemResultProps) {
  const { t } = useUi();
  if (props.outcome === 'redeeming') {
    return (
      <p className="lb-dfs__note" role="status">
        {t('rewards.redeem.redeeming')}
      </p>
    );
  }
  if (props.outcome === 'refused') {
    return (
      <p className="lb-dfs__error" role="alert">
        {t('rewards.redeem.failed')} {props.responseMessage}
      </p>
    );
  }
  if (props.outcome === 'error') {
    return (
      <div className="lb-dfs__error" role="alert">
        <h2 className="lb-dfs__heading">{t('rewards.redeem.somethingWrong')}</h2>
        <p>{t('rewards.redeem.somethingWrongText')}</p>
      </div>
    );
  }
  return (
    <div className="lb-dfs__success" role="status">
      {props.gameImage ? <img className="lb-dfs__game" src={props.gameImage} alt="" width={240} height={135} /> : null}
      <h2 className="lb-dfs__heading">{t('rewards.redeem.success')}</h2>
      {props.spins !== null ? <p>{t('rewards.redeem.spins', { count: props.spins, game: props.gameName })}</p> : null}
      {props.message ? <p>{props.message}</p> : null}
      <PageLink href={props.gameHref} className={buttonClassName('primary', 'lg')}>
        {t('rewards.playNow')}
      </PageLink>
    </div>
  );
}
