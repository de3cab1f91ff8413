/**
 * The in-app notifications behind the top bar's bell (DECISIONS 31): the three notification switches of Settings
 * each show their kind here. The spec fixes the badge at 0, so the list is where they appear.
 */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  allOff: 'Notifications are off. Turn them on in Settings.',
  settingsUnavailable: 'Notifications could not be read: your settings are unavailable.',
  nothing: 'Nothing needs your attention.',
  loading: 'Loading...',
  settingsLink: 'Notification settings',
  lowStockUnavailable: 'Low stock could not be checked: the inventory is unavailable.',
  remindersUnavailable: 'Project reminders could not be checked: projects are unavailable.',
  digestUnavailable: 'The weekly digest could not be read: recent activity is unavailable.',
  /** Under the switches on the settings page. */
  shownInList: 'Shown in the list behind the bell',
  emailNotAvailable: 'Not available yet: this platform does not send email',
} as const;
