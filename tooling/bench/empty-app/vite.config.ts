// The floor of section 4: the casino apps' framework libraries with nothing of the lobby, built the
// way tooling/vite-preset builds the apps (React plugin, ES2023, no source maps needed here).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2023', reportCompressedSize: false, emptyOutDir: true },
  logLevel: 'warn',
});
