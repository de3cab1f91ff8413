import { useState } from 'react';
import { Box, Button, IconButton, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Yarn } from '@yarn-mgmt/contracts';
import type { YarnActions } from '../hooks/use-yarn-actions';

/** Back, title, favourite, Edit, and the menu with Print Details, Share and Delete (spec part 1 section 2.7). */
export function YarnDetailHeader({ yarn, actions }: { yarn: Yarn; actions: YarnActions }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const title = [yarn.yarn_line.name, yarn.colorway].filter(Boolean).join(' – ');
  const fromMenu = (action: () => unknown) => () => {
    setMenuAnchor(null);
    void action();
  };

  return (
    // On a phone the actions wrap under the title, and a long name wraps rather than being cut.
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Tooltip title="Back to Inventory">
        <IconButton aria-label="back" onClick={actions.back} className="no-print">
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{yarn.yarn_line.brand.name}</Typography>
      </Box>
      <Box className="no-print" sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Tooltip title={yarn.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
          <IconButton
            aria-label={yarn.is_favorite ? 'remove from favorites' : 'add to favorites'}
            aria-pressed={yarn.is_favorite}
            onClick={actions.toggleFavorite}
            disabled={actions.favoritePending}
            color={yarn.is_favorite ? 'error' : 'default'}
          >
            {yarn.is_favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          </IconButton>
        </Tooltip>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={actions.edit}>
          Edit
        </Button>
        <IconButton aria-label="more actions" onClick={(event) => setMenuAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={fromMenu(actions.print)}>Print Details</MenuItem>
          <MenuItem onClick={fromMenu(actions.share)}>Share</MenuItem>
          <MenuItem onClick={fromMenu(() => actions.setConfirmingDelete(true))} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        </Menu>
      </Box>
    </Stack>
  );
}
