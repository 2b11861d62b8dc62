import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';

// Stand-in page content so shell stories look like a lobby; the real pages live in the app.

const GAMES = [
  ['Golden Pharaoh', '#7b3fe4', '#f4c04e'],
  ['Lucky Sevens', '#c62a3a', '#ff9a5a'],
  ['Aurora Riches', '#1f6feb', '#67e8f9'],
  ['Dragon Vault', '#0f766e', '#a3e635'],
  ['Midnight Roulette', '#312e81', '#a78bfa'],
  ['Blackjack Royale', '#0b3d2e', '#34d399'],
  ['Wild Buffalo', '#92400e', '#fbbf24'],
  ['Neon Fruits', '#be185d', '#f9a8d4'],
] as const;

const CSS = `
.story-lobby { display: grid; gap: 24px; }
.story-hero { position: relative; overflow: hidden; display: grid; gap: 12px; justify-items: start;
  padding: clamp(20px, 4vw, 40px); border-radius: 20px; color: #fff;
  background: radial-gradient(600px 300px at 85% 20%, rgb(244 192 78 / 0.45), transparent 60%),
    linear-gradient(135deg, #2b1a66 0%, #4c2fc0 55%, #7b3fe4 100%); box-shadow: var(--lb-shadow-md); }
.story-hero h1 { font-family: var(--lb-font-display); font-size: clamp(1.5rem, 1rem + 2.4vw, 2.4rem);
  line-height: 1.1; max-width: 18ch; }
.story-hero p { max-width: 42ch; color: #e9e4ff; }
.story-hero__kicker { font-size: 0.75rem; font-weight: 800; letter-spacing: 0.14em; text-transform: uppercase;
  color: #ffd876; }
.story-hero .lb-button--primary { color: #1b1403; background: linear-gradient(135deg, #ffe08a, #f4c04e 45%, #dc9a24); }
.story-section h2 { margin-bottom: 12px; font-size: 1.1rem; font-weight: 800; }
.story-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 14px;
  margin: 0; padding: 0; list-style: none; }
.story-tile { display: grid; align-content: end; aspect-ratio: 3 / 4; padding: 12px; border-radius: 14px;
  color: #fff; font-weight: 800; box-shadow: var(--lb-shadow-sm); }
.story-tile span { text-shadow: 0 1px 3px rgb(0 0 0 / 0.6); }
`;

export function LobbyPlaceholder() {
  return (
    <div className="story-lobby">
      <style>{CSS}</style>
      <section className="story-hero" aria-labelledby="story-hero-title">
        <p className="story-hero__kicker">Welcome bonus</p>
        <h1 id="story-hero-title">Double your first deposit up to $1,000</h1>
        <p>Plus 100 free spins on Golden Pharaoh. New players only, terms apply.</p>
        <Button size="lg" icon={<Icon name="gift" />}>
          Claim bonus
        </Button>
      </section>
      <section className="story-section" aria-labelledby="story-popular">
        <h2 id="story-popular">Popular right now</h2>
        <ul className="story-grid">
          {GAMES.map(([name, from, to]) => (
            <li key={name} className="story-tile" style={{ background: `linear-gradient(160deg, ${to}, ${from} 70%)` }}>
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
