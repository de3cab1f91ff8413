import { Avatar } from '@mui/material';
import { useAuthedObjectUrl } from '@yarn-mgmt/web-platform';

const SIZE = 96;

/** The avatar's address without its `?v=` version: the account service refuses unknown query keys. */
const withoutVersion = (src: string) => src.split('?')[0] ?? src;

function StoredAvatar({ src, initials }: { src: string; initials: string }) {
  // Served to its owner only (DECISIONS 19): fetched with the token, shown as an object URL. A new avatar has a
  // new `src` (its version), which remounts this component (keyed below) and fetches the new file.
  const image = useAuthedObjectUrl(withoutVersion(src));
  return (
    <Avatar src={image.url ?? undefined} alt="Profile avatar" sx={{ width: SIZE, height: SIZE }}>
      {initials}
    </Avatar>
  );
}

export interface ProfileAvatarProps {
  /** The stored avatar's URL (`avatar_url`), or null. */
  src: string | null;
  /** An object URL of a chosen, not yet saved, image. */
  preview: string | null;
  initials: string;
}

export function ProfileAvatar({ src, preview, initials }: ProfileAvatarProps) {
  if (preview) return <Avatar src={preview} alt="New avatar" sx={{ width: SIZE, height: SIZE }} />;
  if (src) return <StoredAvatar key={src} src={src} initials={initials} />;
  return (
    <Avatar alt="Profile avatar" sx={{ width: SIZE, height: SIZE }}>
      {initials}
    </Avatar>
  );
}
