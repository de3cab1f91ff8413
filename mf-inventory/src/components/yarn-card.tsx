import { format, parseISO } from 'date-fns';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { stockBarWidth, stockLevel, stockLevelColor, type YarnCardData } from '@yarn-mgmt/domain';
import { StockBar } from '@yarn-mgmt/ui';
import { AuthedImage } from './authed-image';

export interface YarnCardProps {
  yarn: YarnCardData;
  layout?: 'grid' | 'list';
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onAddToProject?: () => void;
}

export function formatDate(date: string | null): string | null {
  if (!date) return null;
  try {
    return format(parseISO(date), 'MMM dd, yyyy');
  } catch {
    return date;
  }
}

/** The reusable yarn list item (spec part 1 section 2.5). */
export function YarnCard({ yarn, layout = 'grid', onView, onEdit, onDelete, onAddToProject }: YarnCardProps) {
  const width = stockBarWidth(yarn.quantity_grams, yarn.desired_quantity_grams);
  const level = stockLevel(yarn.quantity_grams, yarn.desired_quantity_grams);
  const purchased = formatDate(yarn.purchase_date);
  const hasActions = Boolean(onView ?? onEdit ?? onDelete ?? onAddToProject);

  return (
    <Card
      component="article"
      aria-label={`${yarn.name} ${yarn.color_name ?? ''}`.trim()}
      sx={{ height: '100%', display: 'flex', flexDirection: layout === 'list' ? 'row' : 'column' }}
    >
      <Box
        sx={{
          width: layout === 'list' ? 120 : '100%',
          height: layout === 'list' ? 'auto' : 140,
          flexShrink: 0,
          bgcolor: yarn.hex_color ?? 'action.hover',
        }}
      >
        {yarn.image_url && (
          <AuthedImage
            src={yarn.image_url}
            alt={`${yarn.name} photo`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" noWrap>
            {yarn.name}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {yarn.brand}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {yarn.hex_color && (
              <Box
                role="img"
                aria-label={`Colour swatch ${yarn.hex_color}`}
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: yarn.hex_color,
                }}
              />
            )}
            <Typography variant="body2">{yarn.color_name ?? 'No colour name'}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[yarn.weight, yarn.fiber_content].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {yarn.quantity_grams} g
            {yarn.desired_quantity_grams ? ` of ${yarn.desired_quantity_grams} g desired` : ''}
          </Typography>
          {yarn.price_per_skein !== null && (
            <Typography variant="body2">${yarn.price_per_skein.toFixed(2)} per skein</Typography>
          )}
          {purchased && (
            <Typography variant="body2" color="text.secondary">
              Purchased {purchased}
            </Typography>
          )}
          {yarn.location && (
            <Typography variant="body2" color="text.secondary">
              {yarn.location}
            </Typography>
          )}
          {width !== null && (
            <Box sx={{ mt: 1 }}>
              <StockBar value={width} color={stockLevelColor(level)} label="Stock level" />
            </Box>
          )}
        </CardContent>
        {hasActions && (
          <CardActions>
            {onView && (
              <Button size="small" startIcon={<VisibilityIcon />} onClick={onView}>
                View
              </Button>
            )}
            {onEdit && (
              <Tooltip title="Edit">
                <IconButton size="small" aria-label="edit" onClick={onEdit}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip title="Delete">
                <IconButton size="small" aria-label="delete" onClick={onDelete}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {onAddToProject && (
              <Tooltip title="Add to project">
                <IconButton size="small" aria-label="add to project" onClick={onAddToProject}>
                  <PlaylistAddIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </CardActions>
        )}
      </Box>
    </Card>
  );
}
