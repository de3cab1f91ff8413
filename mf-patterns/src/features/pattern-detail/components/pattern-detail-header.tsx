import { Link as RouterLink } from 'react-router-dom';
import { Box, Breadcrumbs, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { Pattern } from '@yarn-mgmt/contracts';
import { designerOf, patternTitle } from '../../../utils/pattern-fields';
import type { PatternActions } from '../hooks/use-pattern-actions';

export interface PatternDetailHeaderProps {
  pattern: Pattern;
  actions: PatternActions;
  /** A row of the user's library: only those can be favourites. */
  inLibrary: boolean;
}

/** Breadcrumb back to the library, the title, "by {designer}" and the favourite toggle. */
export function PatternDetailHeader({ pattern, actions, inLibrary }: PatternDetailHeaderProps) {
  const title = patternTitle(pattern);
  const designer = designerOf(pattern);
  const favorite = pattern.is_favorite;
  return (
    <Box sx={{ mb: 2 }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/patterns" underline="hover" color="inherit">
          Pattern Library
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {designer && <Typography color="text.secondary">by {designer}</Typography>}
        </Box>
        {inLibrary && (
          <Tooltip title={favorite ? 'Remove from favorites' : 'Add to favorites'}>
            <span>
              <IconButton
                aria-label={favorite ? 'remove from favorites' : 'add to favorites'}
                aria-pressed={favorite}
                onClick={actions.toggleFavorite}
                disabled={actions.favoritePending}
                color={favorite ? 'error' : 'default'}
              >
                {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}
