import { defineConfig } from 'vitest/config';
import { nodeTests } from '../../vitest.shared.ts';

export default defineConfig({ test: nodeTests(import.meta.url) });
