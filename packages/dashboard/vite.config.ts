import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the build at /dashboard (server/src/dashboard/serve-dashboard-app.ts);
// `pnpm --filter @segue/dashboard dev` proxies the API to a server on :8787.
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/dashboard/api': 'http://127.0.0.1:8787' } },
});
