import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { stockBarWidth, stockLevel, stockLevelColor, type YarnCardData } from '@yarn-mgmt/domain';
import { StockBar } from '@yarn-mgmt/ui';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { AuthedImage, COVER_IMAGE_SX } from './authed-image';
import { ColourName } from './colour-name';

export interface YarnCardProps {
  yarn: YarnCardData;
  layout?: 'grid' | 'list';
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onAddToProject?: () => void;
}

/** Grams on hand; unknown grams (no weight per skein) are "Not recorded", never "0 g" (DECISIONS 4). */
function quantityText(grams: number | null, desired: number | null): string[] {
  if (grams === null) return desired ? ['Not recorded', `${desired} g desired`] : ['Not recorded'];
  return [`${grams} g${desired ? ` of ${desired} g desired` : ''}`];
}

/** The reusable yarn list item (spec part 1 section 2.5). */
export function YarnCard({ yarn, layout = 'grid', onView, onEdit, onDelete, onAddToProject }: YarnCardProps) {
  const format = useFormatters();
  const grams = yarn.quantity_grams;
  const width = grams === null ? null : stockBarWidth(grams, yarn.desired_quantity_grams);
  const price = format.money(yarn.price_per_skein, yarn.currency);
  const purchased = format.date(yarn.purchase_date);
  const icons: Array<[label: string, title: string, icon: ReactNode, onClick?: () => void]> = [
    ['edit', 'Edit', <EditIcon key="edit" fontSize="small" />, onEdit],
    ['delete', 'Delete', <DeleteIcon key="delete" fontSize="small" />, onDelete],
    ['add to project', 'Add to project', <PlaylistAddIcon key="add" fontSize="small" />, onAddToProject],
  ];
  const shown = icons.filter(([, , , onClick]) => onClick);
  const lines = [
    ...quantityText(grams, yarn.desired_quantity_grams),
    price && `${price} per skein`,
    purchased && `Purchased ${purchased}`,
    yarn.location,
  ].filter((line): line is string => Boolean(line));

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
          <AuthedImage src={yarn.image_url} alt={`${yarn.name} photo`} sx={COVER_IMAGE_SX} />
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
          <ColourName name={yarn.color_name} hex={yarn.hex_color} />
          <Typography variant="body2" color="text.secondary">
            {[yarn.weight, yarn.fiber_content].filter(Boolean).join(' · ')}
          </Typography>
          {lines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          {width !== null && grams !== null && (
            <Box sx={{ mt: 1 }}>
              <StockBar
                value={width}
                color={stockLevelColor(stockLevel(grams, yarn.desired_quantity_grams))}
                label="Stock level"
              />
            </Box>
          )}
        </CardContent>
        {(Boolean(onView) || shown.length > 0) && (
          <CardActions>
            {onView && (
              <Button size="small" startIcon={<VisibilityIcon />} onClick={onView}>
                View
              </Button>
            )}
            {shown.map(([label, title, icon, onClick]) => (
              <Tooltip key={label} title={title}>
                <IconButton size="small" aria-label={label} onClick={onClick}>
                  {icon}
                </IconButton>
              </Tooltip>
            ))}
          </CardActions>
        )}
      </Box>
    </Card>
  );
}
