import { casinoViteConfig } from '@lobby/vite-preset';
import { brand } from './src/brand.ts';

export default casinoViteConfig({
  port: Number(process.env.LOBBY_APP_PORT ?? 5174),
  controllerUrl: process.env.LOBBY_CONTROLLER_URL ?? 'http://127.0.0.1:8788',
  basePath: process.env.LOBBY_BASE_PATH ?? '/',
  manifest: { name: 'Lucky Reels Casino', shortName: 'Lucky Reels', themeColor: brand.themeColor },
});
