// What the home's rows need once the catalog is there: the sections built from it, the jackpot sum,
// and the cards and tiles in the rows. A chunk of its own (home-page.tsx loads it): the first paint
// shows each row as placeholders and needs none of this.
export { homeSectionSteps, totalJackpot } from '@lobby/domain';
export { ProviderCard, ThemeTile } from '@lobby/ui';
export { LobbyGameCard } from './lobby-game-card.tsx';
export { providerLogo } from './thumbnails.ts';
