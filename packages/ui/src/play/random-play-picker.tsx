import { Button, buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { RandomPlayCarousel } from './random-play-carousel.tsx';
import { wrapIndex } from './roving-index.ts';

/** A game random play offers. */
export interface RandomPlayPick {
  /** Stable while shown (the game id). */
  key: string;
  name: string;
  /** A landscape picture of the game. */
  image: string;
  /** Where Play goes: the real-money play path (guests are asked to log in there). */
  href: string;
  /** Where Play for fun goes, when this visitor may play demos. */
  demoHref?: string;
  /** The provider's name, where the casino shows providers. */
  provider?: string;
}

/** Props of {@link RandomPlayPicker}. */
export interface RandomPlayPickerProps {
  picks: readonly RandomPlayPick[];
  /** The pick showing; the app advances it every 2 s while `rotating` and not held. */
  activeIndex: number;
  onSelect: (index: number) => void;
  /** Whether the pictures change by themselves; the player can pause and resume. */
  rotating: boolean;
  onRotatingChange: (rotating: boolean) => void;
  /**
   * Pointer over or focus inside the picker: the app holds the rotation meanwhile, so what the
   * player is about to press does not change under them.
   */
  onHoldChange: (held: boolean) => void;
  onShuffle: () => void;
  /** Where the empty state's link goes. */
  homeHref?: string;
}

/** Random play: the carousel of picked games, the one showing with its Play links, and the rotation controls. */
export function RandomPlayPicker(props: RandomPlayPickerProps) {
  const { picks, activeIndex, onSelect, rotating, onRotatingChange, onHoldChange, onShuffle } = props;
  const { t } = useUi();
  if (picks.length === 0) {
    return (
      <div className="lb-random-pick lb-random-pick--empty">
        <p>{t('play.random.empty')}</p>
        <PageLink href={props.homeHref ?? '/'} className={buttonClassName('secondary')}>
          {t('play.random.home')}
        </PageLink>
      </div>
    );
  }
  const active = wrapIndex(activeIndex, picks.length);
  const current = picks[active] as RandomPlayPick;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only notices hover and focus to hold the rotation; it is not a control.
    <div
      className="lb-random-pick"
      onPointerEnter={() => onHoldChange(true)}
      onPointerLeave={() => onHoldChange(false)}
      onFocus={() => onHoldChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHoldChange(false);
      }}
    >
      <div className="lb-random-pick__controls">
        <Button variant="ghost" size="sm" aria-pressed={!rotating} onClick={() => onRotatingChange(!rotating)}>
          {rotating ? t('play.random.pause') : t('play.random.resume')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onShuffle}>
          {t('play.random.shuffle')}
        </Button>
      </div>
      <RandomPlayCarousel images={picks.map((pick) => ({ src: pick.image, alt: pick.name }))} activeIndex={active} onSelect={onSelect} />
      <div className="lb-random-pick__details">
        <p className="lb-random-pick__eyebrow">{t('play.random.now')}</p>
        <h2 className="lb-random-pick__name">{current.name}</h2>
        {current.provider ? <p className="lb-random-pick__provider">{current.provider}</p> : null}
        <div className="lb-random-pick__actions">
          <PageLink href={current.href} className={buttonClassName('primary', 'lg')}>
            {t('play.random.play', { game: current.name })}
          </PageLink>
          {current.demoHref ? (
            <PageLink href={current.demoHref} className={buttonClassName('secondary', 'lg')}>
              {t('play.random.demo')}
            </PageLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
