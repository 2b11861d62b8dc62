import preview from '../../.storybook/preview.tsx';
import { PROMO_FRAME_DOCUMENT, PROMO_HEIGHT_MESSAGE, promoContentMessage } from '@lobby/domain';
import { expect, fn, waitFor } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { CustomPromo } from './custom-promo.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { HeroBannerPlaceholder } from './hero-banner-placeholder.tsx';
import { PromoCard, PromoGrid, WildcardCard } from './promo-card.tsx';
import type { PromoCardProps } from './promo-card.tsx';
import { parts, picture, SANITIZED_HOSTILE, TEXT } from '../stories/promo-fixtures.ts';
import { TermsPopup } from './terms-popup.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Promotions/PromoCard',
  component: PromoCard,
  args: {
    title: 'Weekend Reload',
    textHtml: '<p>Get a <strong>50% reload</strong> on every deposit this weekend.</p>',
    media: { url: picture('Weekend Reload'), kind: 'image' },
    cta: { href: '/site/cashier', label: 'Deposit now', data: { 'data-track': 'reload' } },
    termsHtml: '<p>Wagering 30x. One bonus per player.</p>',
    minDeposit: '$25.00',
    countdown: parts(2, 3, 4, 5),
    text: TEXT,
    eager: true,
  } satisfies Partial<PromoCardProps>,
  decorators: [framed({ maxWidth: 560, padding: 16 })],
});

export const WithEverything = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekend Reload' })).toBeVisible();
    await expect(canvas.getByText('Min. deposit $25.00')).toBeVisible();
    await expect(canvas.getByText('2 days 03 hours 04 minutes 05 seconds')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/site/cashier');
  },
});

/** Under 600 px the countdown uses its short labels (the app decides by the viewport). */
export const ShortCountdownLabels = meta.story({
  args: { shortLabels: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2d 03h 04m 05s')).toBeVisible();
  },
});

export const OneDayLeft = meta.story({
  args: { countdown: parts(1, 0, 0, 9) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 day 00 hours 00 minutes 09 seconds')).toBeVisible();
  },
});

export const WithEverythingImageSize = meta.story({
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('width', '600');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('height', '200');
  },
});

export const TermsPopupHidesByItself = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Terms apply' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('dialog', { name: 'Terms and conditions' })).toHaveTextContent('Wagering 30x');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
});

export const TermsPopupTimesOut = meta.story({
  tags: ['test-only'],
  render: () => <TermsPopup termsHtml="<p>Short-lived terms.</p>" text={TEXT} hideAfterMs={300} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terms apply' }));
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

export const Video = meta.story({
  args: { media: { url: '/promos/spin-fest.mp4', kind: 'video' }, countdown: null, minDeposit: null },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('video')).toHaveAttribute('aria-label', 'Promotion video: Weekend Reload');
    await expect(canvas.queryByText(/Min\. deposit/)).toBeNull();
    await expect(canvas.queryByText('Ends in')).toBeNull();
  },
});

export const TextOnly = meta.story({
  args: { media: null, cta: null, termsHtml: '', minDeposit: null, countdown: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Terms apply' })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const SanitizedHostileText = meta.story({
  tags: ['test-only'],
  args: { textHtml: SANITIZED_HOSTILE, termsHtml: SANITIZED_HOSTILE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offer details.')).toBeVisible();
  },
});

export const Wildcard = meta.story({
  render: () => <WildcardCard text={TEXT} href="/all-games" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'More offers on the way' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/all-games');
  },
});

export const GridOddWithWildcard = meta.story({
  decorators: [framed({ padding: 16 })],
  render: (args) => (
    <PromoGrid title="Promotions">
      <PromoCard {...args} />
      <PromoCard {...args} title="Daily Cashback" media={{ url: picture('Daily Cashback', 30), kind: 'image' }} />
      <PromoCard {...args} title="Monthly Drop" media={null} />
      <WildcardCard text={TEXT} href="/all-games" />
    </PromoGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' }).children).toHaveLength(4);
  },
});

export const GridOnSmallScreen = meta.story({
  ...GridOddWithWildcard,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

// Operators paint their own colours where they set a text colour: the box itself follows the theme.
const SCOPED_CSS = '[data-promo-scope="vip"] .title{color:#8a1550;background:#fff3f8;padding:4px 8px;font-weight:700}';

export const CustomPromoScoped = meta.story({
  render: () => (
    <CustomPromo id="vip" html='<p class="title">VIP reload</p><p>Only this week.</p>' css={SCOPED_CSS} frame={null} text={TEXT} />
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByText('VIP reload');
    await expect(getComputedStyle(title).fontWeight).toBe('700');
  },
});

/** An inline strip with no colours of its own takes the theme's surface and text: light in light, dark in dark. */
export const CustomPromoFollowsTheTheme = meta.story({
  render: () => (
    <CustomPromo id="strip" html="<h3>Slots of the week</h3><p>Three hand-picked slots until Sunday.</p>" css="" frame={null} text={TEXT} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: 'Promotion' });
    const probe = canvasElement.ownerDocument.createElement('div');
    probe.style.background = 'var(--lb-color-surface)';
    probe.style.color = 'var(--lb-color-text)';
    canvasElement.append(probe);
    try {
      await expect(getComputedStyle(box).backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
      await expect(getComputedStyle(canvas.getByText('Slots of the week')).color).toBe(getComputedStyle(probe).color);
    } finally {
      probe.remove();
    }
  },
});

export const CustomPromoCannotCoverThePage = meta.story({
  tags: ['test-only'],
  render: () => (
    <CustomPromo
      id="takeover"
      html='<div class="cover">cover</div><p>Inside the box</p>'
      css='[data-promo-scope="takeover"] .cover{position:fixed;inset:0;background:#900;color:#fff}'
      frame={null}
      text={TEXT}
    />
  ),
  play: async ({ canvas }) => {
    const cover = canvas.getByText('cover').getBoundingClientRect();
    const box = canvas.getByRole('region', { name: 'Promotion' }).getBoundingClientRect();
    // Paint containment makes the promo the containing block: the "fixed" cover stays inside it.
    await expect(cover.width).toBeLessThanOrEqual(box.width + 0.5);
    await expect(cover.height).toBeLessThanOrEqual(box.height + 0.5);
  },
});

// The app serves the frame document from its own origin with its own policy; here a data: URL of
// the same document stands in (an opaque origin, as the sandbox gives the real one).
const FRAME_SRC = `data:text/html;charset=utf-8,${encodeURIComponent(PROMO_FRAME_DOCUMENT)}`;
const FRAME_JS = [
  'try { window.parent.__storyHostile = 1; } catch (e) {}',
  "for (let i = 0; i < 6; i++) { const p = document.createElement('p'); p.textContent = 'Spin ' + i; document.body.append(p); }",
].join('\n');

export const CustomPromoWithScript = meta.story({
  render: () => (
    <CustomPromo
      id="animated"
      html=""
      css=""
      frame={{ src: FRAME_SRC, maxHeightPx: 512, content: promoContentMessage('<p>Animated offer</p>', 'p{margin:0 0 8px}', FRAME_JS) }}
      text={TEXT}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The script ran (it added six lines) and the frame took the height its document reported.
    await waitFor(() => expect(Number(frame?.dataset.frameHeight ?? 0)).toBeGreaterThan(150));
    await expect(frame?.getBoundingClientRect().height).toBe(Number(frame?.dataset.frameHeight));
    await expect(frame?.contentDocument ?? null).toBeNull();
    await expect((window as { __storyHostile?: number }).__storyHostile).toBeUndefined();
    // A height from any other window is ignored.
    const before = frame?.dataset.frameHeight;
    const handled = new Promise((resolve) => window.addEventListener('message', (event) => event.data === 'after' && resolve(null)));
    window.postMessage({ type: PROMO_HEIGHT_MESSAGE, height: 20 }, window.location.origin);
    // Messages to one window arrive in order: once this one is here, the forged height was handled.
    window.postMessage('after', window.location.origin);
    await handled;
    await expect(frame?.dataset.frameHeight).toBe(before);
  },
});

/** Told once the hero's picture has loaded: the lobby holds its later parts until then. */
const heroPictureSettled = fn();

export const Hero = meta.story({
  render: () => (
    <HeroBanner
      title="Weekend Reload"
      image={picture('Weekend Reload')}
      width={1200}
      height={400}
      cta={{ href: '/promotions', label: 'See the offer' }}
      onPictureSettled={heroPictureSettled}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '400');
    await expect(canvas.getByRole('link', { name: 'See the offer' })).toBeVisible();
    await waitFor(() => expect(heroPictureSettled).toHaveBeenCalledTimes(1));
  },
});

/** The banner's box before its promotion is known, beside the banner: the same size. */
export const HeroPlaceholder = meta.story({
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <HeroBanner
        title="Weekend Reload"
        image={picture('Weekend Reload')}
        width={1200}
        height={400}
        cta={{ href: '/promotions', label: 'Deposit now' }}
      />
      <HeroBannerPlaceholder />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const placeholder = canvas.getByTestId('hero-placeholder');
    const banner = canvasElement.querySelector('.lb-hero:not(.lb-hero--placeholder)') as HTMLElement;
    await waitFor(() => expect(placeholder.getBoundingClientRect().height).toBeCloseTo(banner.getBoundingClientRect().height, 0));
  },
});

export const HeroWithoutCta = meta.story({
  render: () => <HeroBanner title="Monthly Drop" image={picture('Monthly Drop', 20)} width={1200} height={400} cta={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});
