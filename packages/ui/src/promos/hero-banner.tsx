import { buttonClassName } from '../button/button.tsx';
import { CtaLink } from './cta-link.tsx';

/** Props of {@link HeroBanner}. */
export interface HeroBannerProps {
  title: string;
  image: string;
  /** The picture's intrinsic size: the space is reserved before it loads. */
  width: number;
  height: number;
  cta: { href: string; label: string; external?: boolean } | null;
  /** Called once the picture has loaded, or has failed to. */
  onPictureSettled?: () => void;
  /** The picture's element-timing name, for a page that wants to learn when it has painted. */
  timingName?: string;
  /** No call to action yet, but one may come: its place is kept (invisible), so the banner does not grow when it does. */
  ctaPending?: boolean;
}

/** The promo hero banner: a real picture of known size (nothing shifts when it loads), a title and a call to action. */
export function HeroBanner({ title, image, width, height, cta, onPictureSettled, timingName, ctaPending = false }: HeroBannerProps) {
  const timing: Record<string, string> = timingName ? { elementtiming: timingName } : {};
  return (
    <section className="lb-hero" aria-label={title}>
      <img
        className="lb-hero__image"
        src={image}
        alt=""
        width={width}
        height={height}
        fetchPriority="high"
        decoding="async"
        onLoad={onPictureSettled}
        onError={onPictureSettled}
        {...timing}
      />
      <div className="lb-hero__content">
        <h2 className="lb-hero__title">{title}</h2>
        {cta ? (
          <CtaLink cta={cta} className={buttonClassName('primary', 'lg')} />
        ) : ctaPending ? (
          <span className={buttonClassName('primary', 'lg', 'lb-hero__cta-placeholder')} aria-hidden="true">
            &nbsp;
          </span>
        ) : null}
      </div>
    </section>
  );
}
