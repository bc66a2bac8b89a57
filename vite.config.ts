import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// The SPA. In development /chis_web is proxied to the API server; in production the API server
// serves dist/ itself (one process, one port).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/chis_web': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    sourcemap: false,
  },
});
