import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // Server-rendered pages of the Fivetran connect flow (set PUBLIC_SITE_URL to this origin).
      '/portal/fivetran': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
});
