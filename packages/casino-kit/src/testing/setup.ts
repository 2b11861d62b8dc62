import { configure } from '@testing-library/react';

// Two cores shared by many test files, and at times a CPU-heavy process beside them: a screen can
// take longer than Testing Library's default second to settle. A bound, not a wait.
configure({ asyncUtilTimeout: 15_000 });
