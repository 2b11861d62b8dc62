// Apart from the banner: the first screen shows it, and needs none of the banner's imports.
/** The hero banner's box while its promotion is on its way: the picture's shape, so the banner takes its place without moving the page. */
export function HeroBannerPlaceholder() {
  return <div className="lb-hero lb-hero--placeholder" aria-hidden="true" data-testid="hero-placeholder" />;
}
