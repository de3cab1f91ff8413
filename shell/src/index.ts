import { prePaint } from './pre-paint';

// Before anything loads: the last applied theme's background, so a dark user's page does not open white.
prePaint();

// Async boundary: shared singletons (React, MUI, the platform) are negotiated before the app code runs.
void import('./bootstrap');
