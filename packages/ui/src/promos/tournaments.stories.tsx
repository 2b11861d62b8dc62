import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { Carousel } from './carousel.tsx';
import { parts, picture, SANITIZED_HOSTILE, TEXT } from '../stories/promo-fixtures.ts';
import { TournamentCard, type TournamentCardProps } from './tournament-card.tsx';
import { TournamentDetail } from './tournament-detail.tsx';
import { TournamentLobbyFrame, TournamentLoginPrompt } from './tournament-lobby.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Tournaments/TournamentCard',
  component: TournamentCard,
  args: {
    name: 'Midweek Spin Sprint',
    badge: 'live',
    image: picture('Spin Sprint', 200, 600, 200),
    prizePool: '$10,001',
    countdown: { phase: 'ends', parts: parts(4, 11, 5, 9) },
    endDate: null,
    href: '/tournaments/101',
    text: TEXT,
  } satisfies Partial<TournamentCardProps>,
  decorators: [framed({ maxWidth: 420, padding: 16 })],
});

export const Live = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('Ends in')).toBeVisible();
    await expect(canvas.getByText('$10,001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/tournaments/101');
  },
});

function UpcomingWithReminder(args: TournamentCardProps) {
  const [set, setSet] = useState(false);
  return <TournamentCard {...args} reminderSet={set} onRemind={() => setSet(true)} />;
}

export const UpcomingRemindMe = meta.story({
  args: { badge: 'upcoming', countdown: { phase: 'starts', parts: parts(0, 1, 59, 59) } },
  render: (args) => <UpcomingWithReminder {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Starts in')).toBeVisible();
    await expect(canvas.getByText('01 hours 59 minutes 59 seconds')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remind Me' }));
    await expect(canvas.getByRole('button', { name: 'Reminder Set' })).toBeDisabled();
  },
});

export const UpcomingShortLabels = meta.story({
  args: { badge: 'upcoming', countdown: { phase: 'starts', parts: parts(0, 1, 59, 59) }, shortLabels: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('01h 59m 59s')).toBeVisible();
  },
});

export const Finished = meta.story({
  args: { badge: 'finished', countdown: { phase: 'over' }, endDate: '17 Nov 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.getByText('Ended 17 Nov 2026')).toBeVisible();
    await expect(canvas.queryByText('Time is over')).toBeNull();
  },
});

export const TimeIsOver = meta.story({
  args: { countdown: { phase: 'over' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Time is over')).toBeVisible();
  },
});

export const GuestLearnMore = meta.story({
  args: { onLearnMore: fn(), image: null, prizePool: null, countdown: { phase: 'unknown' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn more' }));
    await expect(args.onLearnMore).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Prize pool')).toBeNull();
  },
});

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => i).map((i) => (
    <TournamentCard
      key={`cup-${i + 1}`}
      name={`Classic Cup ${i + 1}`}
      badge="finished"
      image={picture(`Cup ${i + 1}`, i * 40, 600, 200)}
      prizePool={`$${2000 + i * 500}`}
      countdown={{ phase: 'over' }}
      endDate={`${10 + i} Nov 2026`}
      href={`/tournaments/30${i}`}
      text={TEXT}
    />
  ));

export const FinishedCarousel = meta.story({
  decorators: [framed({ padding: 16 })],
  render: () => (
    <Carousel title="Finished tournaments" slidesPerView={4} text={TEXT}>
      {cards(6)}
    </Carousel>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelectorAll('[data-slide]')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvasElement.querySelectorAll('[data-slide]')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
});

export const UpcomingCarouselOneSlide = meta.story({
  render: () => (
    <Carousel title="Upcoming tournaments" slidesPerView={1} text={TEXT}>
      {cards(2)}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slide]')).toHaveLength(1);
  },
});

export const CarouselSingleSlideNoNav = meta.story({
  render: () => (
    <Carousel title="Live tournaments" slidesPerView={3} text={TEXT}>
      {cards(1)}
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
});

export const Detail = meta.story({
  decorators: [framed({ padding: 16 })],
  render: () => (
    <TournamentDetail
      name="Midweek Spin Sprint"
      statusLabel="Live"
      providers={['Nova Play', 'Red Comet']}
      desktopImage={picture('Spin Sprint')}
      mobileImage={picture('Spin Sprint', 260, 600, 400)}
      schedule={{ start: '18 Nov 2026, 10:00', end: '25 Nov 2026, 10:00' }}
      prizePool="$10,001"
      countdown={{ phase: 'ends', parts: parts(4, 1, 2, 3) }}
      termsHtml={SANITIZED_HOSTILE}
      gameCount={8}
      paidPlaces={50}
      leftHtml="<p>Spin any listed game to score.</p>"
      rightHtml="<p>Climb the leaderboard with every spin.</p>"
      backHref="/tournaments"
      text={TEXT}
    >
      <p>Game list</p>
    </TournamentDetail>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Midweek Spin Sprint' })).toBeVisible();
    await expect(canvas.getByText('Paid places').nextElementSibling).toHaveTextContent('50');
    const terms = canvas.getByText('Terms and conditions');
    await userEvent.click(terms);
    await expect(canvas.getByText('Offer details.')).toBeVisible();
  },
});

export const DetailOnSmallScreen = meta.story({
  ...Detail,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

export const LobbyLoading = meta.story({
  render: () => <TournamentLobbyFrame url="about:blank" overlay="shown" text={TEXT} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament lobby');
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Tournament lobby');
  },
});

export const LobbyFading = meta.story({
  render: () => <TournamentLobbyFrame url="about:blank" overlay="fading" text={TEXT} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-lobby-overlay]')).toHaveClass('lb-tlobby__overlay--fading');
  },
});

export const LobbyReady = meta.story({
  render: () => <TournamentLobbyFrame url="about:blank" overlay="removed" text={TEXT} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

export const GuestLoginPrompt = meta.story({
  render: () => <TournamentLoginPrompt loginHref="/site/login?return=%2Ftournaments" signupHref="/site/signup" text={TEXT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/site/signup');
  },
});
