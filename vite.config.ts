import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{shared,widgets,demo,bench,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./shared/test/setup.ts'],
    restoreMocks: true,
  },
});
