// The account's profile paths, apart from its schemas: a page that needs only these loads no zod (issue 23).

export const PROFILE_API = {
  profile: '/auth/profile',
  avatar: '/auth/profile/avatar',
  changePassword: '/auth/change-password',
  preferences: '/auth/preferences',
  account: '/auth/account',
} as const;
