import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Its own entry and bundle, served by the server under /console/: nothing of it is on a judge's path.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // In development the calls go to a server started separately (npm run dev:server).
    proxy: { '/ws': 'http://localhost:8080' },
  },
});
