// Every remote's entry when opened on its own (`nx run <remote>:serve`). The async boundary lets the shared
// singletons (React, MUI, the platform) be negotiated before any app code runs.
void import('./bootstrap.js');
