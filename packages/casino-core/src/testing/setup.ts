import { boundWaits } from './bounded-waits.ts';

boundWaits();
