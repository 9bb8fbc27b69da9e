import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Root is this folder; the bench passes --outDir.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { sourcemap: false, emptyOutDir: true },
});
