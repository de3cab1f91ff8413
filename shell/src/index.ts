// Async boundary: shared singletons (React, MUI, the platform) are negotiated before the app code runs.
void import('./bootstrap');
