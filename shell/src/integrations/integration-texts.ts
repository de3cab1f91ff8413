/** What the connection panels say besides the spec's texts (the pages and their tests share them). */
export const INTEGRATION_TEXTS = {
  notConnected: 'Not connected',
  statusFailed: (service: string) => `The ${service} connection status could not be loaded right now.`,
  ravelryNotAvailable: 'Connecting to Ravelry is not available on this server.',
  driveNotAvailable:
    "Google Drive is not available on this server: your pattern files and photos stay in the platform's own storage.",
  driveAbout:
    'Link Google Drive so the app can keep your pattern files in your own Drive. It sees only the files it creates.',
  broken: (service: string) =>
    `The connection to ${service} stopped working (access was withdrawn or expired). Reconnect to use it again.`,
  reconnect: 'Reconnect',
} as const;
