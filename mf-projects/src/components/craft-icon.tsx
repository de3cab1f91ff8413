import type { SvgIconProps } from '@mui/material';
import GestureIcon from '@mui/icons-material/Gesture';
import { SvgIcon } from '@mui/material';

/** A ball of yarn: knitting's icon (spec part 1 section 2.4). */
function YarnBallIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.8a15 15 0 0 0-2.2-4.6A8 8 0 0 1 18.9 8ZM12 4c.9 1.2 1.7 2.6 2.1 4H9.9c.4-1.4 1.2-2.8 2.1-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4H4.3Zm.8 2h2.8a15 15 0 0 0 2.2 4.6A8 8 0 0 1 5.1 16Zm2.8-8H5.1a8 8 0 0 1 5-4.6A15 15 0 0 0 7.9 8ZM12 20c-.9-1.2-1.7-2.6-2.1-4h4.2c-.4 1.4-1.2 2.8-2.1 4Zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4Zm.3 6.6a15 15 0 0 0 2.2-4.6h2.8a8 8 0 0 1-5 4.6Zm1.7-6.6a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z" />
    </SvgIcon>
  );
}

/** Knitting shows a yarn ball; any other craft (crochet) another icon, each named for screen readers. */
export function CraftIcon({ craft, ...props }: { craft: string | null | undefined } & SvgIconProps) {
  return craft === 'knitting' ? (
    <YarnBallIcon titleAccess="Knitting" data-testid="craft-knitting" {...props} />
  ) : (
    <GestureIcon
      titleAccess={craft === 'crochet' ? 'Crochet' : 'Other craft'}
      data-testid="craft-other"
      {...props}
    />
  );
}
