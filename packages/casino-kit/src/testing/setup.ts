import { boundWaits, SETTLE_BOUND_MS } from '@lobby/casino-core/testing';
import { configure } from '@testing-library/react';

// Testing Library's waits and `vi.waitFor` take the same bound as the core's tests.
configure({ asyncUtilTimeout: SETTLE_BOUND_MS });
boundWaits();
