import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { Carousel } from '../promos/carousel.tsx';
import { GameOfTheMonthCard } from '../promos/feature-widgets.tsx';
import { PromoCard, PromoGrid } from '../promos/promo-card.tsx';
import { TournamentCard } from '../promos/tournament-card.tsx';
import { type WinnerRow, WinnersTicker } from '../promos/winners-ticker.tsx';
import { STORY_GAMES } from '../stories/lobby-fixtures.ts';
import { parts, picture, TEXT } from '../stories/promo-fixtures.ts';
import { GameRail } from './game-rail.tsx';
import { HomeSection } from './home-section.tsx';
import { framed } from '../stories/framed.tsx';
import { storyCard } from '../stories/story-card.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/HomeSection',
  component: HomeSection,
  args: { title: 'Winners', viewAllHref: '/winners', children: null },
  decorators: [framed({ padding: 16, maxWidth: 1100 })],
});

const winners = (prefix: string): WinnerRow[] =>
  Array.from({ length: 5 }, (_, i) => ({
    key: `${prefix}${i}`,
    username: `Ma***${i}`,
    game: STORY_GAMES[i]?.name ?? 'Golden Pharaoh',
    href: `/play/${STORY_GAMES[i]?.id ?? 'game-1'}`,
    amount: `$${(120 + i * 137.5).toFixed(2)}`,
  }));

/** Asserts the section's heading is an h2 and its View all link names the section. */
async function expectHeadingAndViewAll(canvas: { getByRole: (role: string, options: object) => HTMLElement }, title: string, href: string) {
  await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(canvas.getByRole('link', { name: `View all: ${title}` })).toHaveAttribute('href', href);
}

export const Winners = meta.story({
  args: { children: <WinnersTicker recent={winners('r')} top={winners('t')} rows={5} text={TEXT} /> },
  play: async ({ canvas }) => {
    await expectHeadingAndViewAll(canvas, 'Winners', '/winners');
    await expect(canvas.getByRole('table', { name: 'Recent winners' })).toBeVisible();
  },
});

/** Game of the month says so in its section heading; the card drops its own line. */
export const GameOfTheMonth = meta.story({
  args: {
    title: 'Game of the month',
    viewAllHref: '/subgroup/gameofthemonth',
    children: (
      <GameOfTheMonthCard
        title="Dragon's Fortune Deluxe"
        image={picture('Dragon', 30, 480, 270)}
        descriptionHtml="<p>A 5-reel slot with expanding wilds and a free-spins round that retriggers.</p>"
        cta={{ href: '/play/dragons-fortune-deluxe', label: 'Play now' }}
        text={TEXT}
        kicker={false}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expectHeadingAndViewAll(canvas, 'Game of the month', '/subgroup/gameofthemonth');
    await expect(canvas.getByRole('heading', { level: 3, name: "Dragon's Fortune Deluxe" })).toBeVisible();
    await expect(canvas.getAllByText('Game of the month')).toHaveLength(1);
  },
});

export const Promotions = meta.story({
  args: {
    title: 'Promotions',
    viewAllHref: '/promotions',
    children: (
      <PromoGrid title="Promotions">
        {['Weekend Reload', 'Daily Cashback'].map((title, i) => (
          <PromoCard
            key={title}
            title={title}
            textHtml="<p>Top up and we add 50% up to $200.</p>"
            media={{ url: picture('', 260 + i * 60), kind: 'image' }}
            cta={{ href: '/site/cashier', label: 'Deposit now', external: true }}
            termsHtml=""
            minDeposit={null}
            countdown={null}
            text={TEXT}
          />
        ))}
      </PromoGrid>
    ),
  },
  play: async ({ canvas }) => {
    await expectHeadingAndViewAll(canvas, 'Promotions', '/promotions');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
});

/** The tournaments carousel keeps its Previous and Next and gains a View all. */
export const TournamentsCarousel = meta.story({
  render: () => (
    <Carousel title="Tournaments" slidesPerView={2} text={TEXT} viewAllHref="/tournaments">
      {['Midweek Spin Sprint', 'High Roller Showdown', 'Weekend Warriors'].map((name, i) => (
        <TournamentCard
          key={name}
          name={name}
          badge="live"
          image={picture('', 200 + i * 40, 600, 200)}
          prizePool="$10,000"
          countdown={{ phase: 'ends', parts: parts(2, 4, 0, 0) }}
          endDate={null}
          href={`/tournaments/${i}`}
          text={TEXT}
        />
      ))}
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expectHeadingAndViewAll(canvas, 'Tournaments', '/tournaments');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
});

/** Keep playing is a rail: its View all comes with the rail's own link. */
export const KeepPlaying = meta.story({
  render: () => (
    <GameRail title="Keep playing" viewAllHref="/recent">
      {STORY_GAMES.slice(0, 6).map(storyCard)}
    </GameRail>
  ),
  play: async ({ canvas }) => {
    await expectHeadingAndViewAll(canvas, 'Keep playing', '/recent');
  },
});

export const WithoutViewAll = meta.story({
  args: { title: 'Winners', viewAllHref: null, children: <p>Nothing to list yet.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Winners' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});
