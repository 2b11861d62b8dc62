import { casinoViteConfig } from '@lobby/vite-preset';
import { brand } from './src/brand.ts';

export default casinoViteConfig({
  port: Number(process.env.LOBBY_APP_PORT ?? 5175),
  controllerUrl: process.env.LOBBY_CONTROLLER_URL ?? 'http://127.0.0.1:8789',
  basePath: process.env.LOBBY_BASE_PATH ?? '/',
  manifest: { name: 'Northstar Casino & Sportsbook', shortName: 'Northstar', themeColor: brand.themeColor },
});
