import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { nodeTests } from '../../vitest.shared.ts';

export default defineConfig({ test: nodeTests(dirname(fileURLToPath(import.meta.url))) });
