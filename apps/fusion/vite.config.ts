import { casinoViteConfig } from '@lobby/vite-preset';
import { brand } from './src/brand.ts';

export default casinoViteConfig({
  port: Number(process.env.LOBBY_APP_PORT ?? 5173),
  controllerUrl: process.env.LOBBY_CONTROLLER_URL ?? 'http://127.0.0.1:8787',
  basePath: process.env.LOBBY_BASE_PATH ?? '/',
  manifest: { name: 'Fusion Casino', shortName: 'Fusion', themeColor: brand.themeColor },
});
