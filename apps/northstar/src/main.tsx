import { createCasinoApp } from '@lobby/casino-kit';
import { profile } from './profile.ts';

createCasinoApp(profile).mount(document.getElementById('root'));
