// Apart from the banner: the first screen shows it, and needs none of the banner's imports.
import { buttonClassName } from '../button/button.tsx';

/**
 * The hero banner's box while its promotion is on its way: the banner's own parts (the picture's
 * shape, a title line and a call to action) kept invisible, so the banner takes its place without
 * moving the page, on small screens too, where the title and button sit under the picture.
 */
export function HeroBannerPlaceholder() {
  return (
    <div className="lb-hero lb-hero--placeholder" aria-hidden="true" data-testid="hero-placeholder">
      <div className="lb-hero__image" />
      <div className="lb-hero__content">
        <span className="lb-hero__title">&nbsp;</span>
        <span className={buttonClassName('primary', 'lg', 'lb-hero__cta-placeholder')}>&nbsp;</span>
      </div>
    </div>
  );
}
