import { Box, Card, CardActionArea, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Pattern } from '@yarn-mgmt/contracts';
import { DifficultyChip } from './difficulty-chip';
import { PatternCover } from './pattern-cover';
import { craftLabel, designerOf, hasFile, patternTitle, categoryOf } from '../utils/pattern-fields';

export interface PatternCardProps {
  pattern: Pattern;
  layout?: 'grid' | 'list';
  onOpen: () => void;
  /** Without it the heart only shows the state. */
  onToggleFavorite?: () => void;
  favoritePending?: boolean;
}

/** A library entry: picture (or a placeholder), title, designer, category, craft, difficulty and markers. */
export function PatternCard({
  pattern,
  layout = 'grid',
  onOpen,
  onToggleFavorite,
  favoritePending,
}: PatternCardProps) {
  const title = patternTitle(pattern);
  const designer = designerOf(pattern);
  const details = [categoryOf(pattern), craftLabel(pattern.craft_type)].filter(Boolean).join(' · ');
  const favorite = pattern.is_favorite;
  return (
    <Card
      component="article"
      aria-label={title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: layout === 'list' ? 'row' : 'column',
        position: 'relative',
      }}
    >
      <CardActionArea
        onClick={onOpen}
        // Named by what it shows (cover, title, designer...): a label of its own would hide that (axe).
        sx={{
          display: 'flex',
          flexDirection: layout === 'list' ? 'row' : 'column',
          alignItems: 'stretch',
          flexGrow: 1,
        }}
      >
        <Box
          sx={{
            width: layout === 'list' ? 120 : '100%',
            height: layout === 'list' ? 'auto' : 160,
            minHeight: 96,
            flexShrink: 0,
            position: 'relative',
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <PatternCover
            src={pattern.image_url}
            alt={`${title} cover`}
            // In a list row the picture fills the row's height, whatever the text beside it needs.
            sx={layout === 'list' ? { position: 'absolute', inset: 0 } : undefined}
          />
        </Box>
        <Box sx={{ p: 2, flexGrow: 1, minWidth: 0, pr: 6 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          {designer && (
            <Typography color="text.secondary" noWrap>
              {designer}
            </Typography>
          )}
          {details && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {details}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <DifficultyChip level={pattern.difficulty_level} />
            {pattern.is_free && <Chip label="FREE" color="success" size="small" variant="outlined" />}
            {hasFile(pattern) && (
              <PictureAsPdfIcon fontSize="small" color="action" titleAccess="File available" />
            )}
          </Stack>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', right: 4, bottom: 4 }}>
        {onToggleFavorite ? (
          <Tooltip title={favorite ? 'Remove from favorites' : 'Add to favorites'}>
            <span>
              <IconButton
                aria-label={favorite ? 'remove from favorites' : 'add to favorites'}
                aria-pressed={favorite}
                onClick={onToggleFavorite}
                disabled={favoritePending}
                color={favorite ? 'error' : 'default'}
              >
                {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          favorite && <FavoriteIcon color="error" titleAccess="Favorite" sx={{ m: 1 }} />
        )}
      </Box>
    </Card>
  );
}
