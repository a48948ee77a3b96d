import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A consumer's plain config: no `source` condition, no aliases, no vanilla-extract plugin (the kit
// ships compiled JavaScript and one stylesheet).
export default defineConfig({ plugins: [react()] });
