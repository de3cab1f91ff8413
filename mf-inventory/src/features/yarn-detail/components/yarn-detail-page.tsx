import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { YarnItem } from '@yarn-mgmt/contracts';
import { canAddToShoppingList } from '@yarn-mgmt/domain';
import { ConfirmDialog, PhotoGallery, StockBar } from '@yarn-mgmt/ui';
import { ApiError, serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useYarn } from '../../../api/get-yarn';
import { AuthedImage } from '../../../components/authed-image';
import { PageRoot } from '../../../components/page-root';
import { formatDate } from '../../../components/yarn-card';
import { useAddToShoppingList } from '../api/add-to-shopping-list';
import { useDeleteYarn } from '../../../api/delete-yarn';
import { useRecordUsage } from '../api/record-usage';
import { useToggleFavorite } from '../api/toggle-favorite';
import { RecordUsageDialog } from './record-usage-dialog';
import { PRINT_STYLES } from '../utils/print-styles';

const NOT_SPECIFIED = 'Not specified';
const NOT_RECORDED = 'Not recorded';

function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** /yarn/:id (spec part 1 section 2.7). */
export function YarnDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useYarn(id);

  if (query.isPending) {
    return (
      <PageRoot>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={300} aria-label="Loading yarn" />
      </PageRoot>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageRoot>
        <Alert severity="error" sx={{ mb: 2 }}>
          {notFound ? 'Yarn not found' : 'Failed to load yarn details'}
        </Alert>
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/yarn')}>
          Back to Inventory
        </Button>
      </PageRoot>
    );
  }
  return <YarnDetail yarn={query.data} />;
}

function YarnDetail({ yarn }: { yarn: YarnItem }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState(0);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const favorite = useToggleFavorite();
  const remove = useDeleteYarn();
  const usage = useRecordUsage(yarn.id);
  const shopping = useAddToShoppingList();
  const line = yarn.yarn_line;
  const title = [line.name, yarn.colorway].filter(Boolean).join(' – ');

  const onFavorite = () =>
    favorite.mutate(yarn.id, {
      onSuccess: (result) =>
        toast.success(result.is_favorite ? 'Added to favorites' : 'Removed from favorites'),
      onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update favorite')),
    });

  const onDelete = () =>
    remove.mutate(yarn.id, {
      onSuccess: () => {
        toast.success('Yarn deleted successfully');
        void navigate('/yarn');
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error(serverErrorMessage(error, 'Failed to delete yarn'));
      },
    });

  const onShare = () => {
    setMenuAnchor(null);
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => toast.success('Link copied'))
      .catch(() => toast.error('Could not copy the link'));
  };

  return (
    <PageRoot>
      <style>{PRINT_STYLES}</style>
      <Box className="yarn-print-area">
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Tooltip title="Back to Inventory">
            <IconButton aria-label="back" onClick={() => void navigate('/yarn')} className="no-print">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" noWrap>
              {title}
            </Typography>
            <Typography color="text.secondary">{line.brand.name}</Typography>
          </Box>
          <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
            <Tooltip title={yarn.is_favorite ? 'Remove from favorites' : 'Add to favorites'}>
              <IconButton
                aria-label={yarn.is_favorite ? 'remove from favorites' : 'add to favorites'}
                aria-pressed={yarn.is_favorite}
                onClick={onFavorite}
                disabled={favorite.isPending}
                color={yarn.is_favorite ? 'error' : 'default'}
              >
                {yarn.is_favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              </IconButton>
            </Tooltip>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => void navigate(`/yarn/${yarn.id}/edit`)}
            >
              Edit
            </Button>
            <IconButton aria-label="more actions" onClick={(event) => setMenuAnchor(event.currentTarget)}>
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  window.print();
                }}
              >
                Print Details
              </MenuItem>
              <MenuItem onClick={onShare}>Share</MenuItem>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  setConfirmDelete(true);
                }}
                sx={{ color: 'error.main' }}
              >
                Delete
              </MenuItem>
            </Menu>
          </Box>
        </Stack>

        {line.discontinued && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This yarn has been discontinued
          </Alert>
        )}
        {yarn.tags.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Tags">
            {yarn.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        )}

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Paper variant="outlined">
            <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} className="no-print">
              <Tab label="Details" />
              <Tab label="Usage" />
              <Tab label="Projects" />
              <Tab label="Notes" />
            </Tabs>
            <Box sx={{ p: 2 }} role="tabpanel">
              {tab === 0 && <DetailsTab yarn={yarn} />}
              {tab === 1 && (
                <Stack spacing={2}>
                  <Box>
                    <Typography variant="subtitle2">Skeins</Typography>
                    <StockBar
                      value={percent(yarn.skeins_remaining, yarn.skeins_total)}
                      color="primary"
                      label="Skeins remaining"
                      caption={`${yarn.skeins_remaining} of ${yarn.skeins_total} skeins remaining`}
                    />
                  </Box>
                  <Box>
                    <Typography variant="subtitle2">Yardage</Typography>
                    <StockBar
                      value={percent(yarn.remaining_yardage, yarn.total_yardage)}
                      color="primary"
                      label="Yardage remaining"
                      caption={`${yarn.remaining_yardage} of ${yarn.total_yardage} yards remaining`}
                    />
                  </Box>
                  <Stack direction="row" spacing={1} className="no-print">
                    <Button variant="contained" onClick={() => setUsageOpen(true)}>
                      Record Usage
                    </Button>
                    <Button
                      variant="outlined"
                      disabled={!canAddToShoppingList(yarn.skeins_remaining) || shopping.isPending}
                      onClick={() =>
                        shopping.mutate(yarn.id, {
                          onSuccess: () => toast.success('Added to shopping list'),
                          onError: (error) =>
                            toast.error(serverErrorMessage(error, 'Failed to add to shopping list')),
                        })
                      }
                    >
                      Add to Shopping List
                    </Button>
                  </Stack>
                  <Field label="Storage location" value={yarn.storage_location ?? NOT_SPECIFIED} />
                </Stack>
              )}
              {tab === 2 &&
                (yarn.projects.length === 0 ? (
                  <Typography color="text.secondary">
                    This yarn hasn&apos;t been used in any projects yet.
                  </Typography>
                ) : (
                  <List disablePadding>
                    {yarn.projects.map((project) => (
                      <ListItemButton key={project.id} component={RouterLink} to={`/projects/${project.id}`}>
                        <ListItemText
                          primary={project.name}
                          secondary={`${project.skeins_used} skeins · ${project.yardage_used} yards · ${project.status}`}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                ))}
              {tab === 3 && (
                <Stack spacing={2}>
                  <Typography
                    sx={{ whiteSpace: 'pre-wrap' }}
                    color={yarn.notes ? 'text.primary' : 'text.secondary'}
                  >
                    {yarn.notes ?? 'No notes added yet.'}
                  </Typography>
                  <Field label="Condition" value={yarn.condition ?? NOT_SPECIFIED} />
                </Stack>
              )}
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Photos">
            <Typography variant="h6" component="h2" gutterBottom>
              Photos
            </Typography>
            <PhotoGallery
              photos={yarn.photos}
              renderImage={(photo, variant) => (
                <AuthedImage
                  src={photo.url}
                  alt={photo.alt}
                  sx={
                    variant === 'thumbnail'
                      ? { width: '100%', height: '100%', objectFit: 'cover', display: 'block' }
                      : {
                          maxWidth: '100%',
                          maxHeight: '80vh',
                          display: 'block',
                          mx: 'auto',
                          minWidth: 240,
                          minHeight: 240,
                        }
                  }
                />
              )}
            />
          </Paper>
        </Box>
      </Box>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete Yarn?"
        message="This action cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={onDelete}
      />
      <RecordUsageDialog
        open={usageOpen}
        skeinsRemaining={yarn.skeins_remaining}
        remainingYardage={yarn.remaining_yardage}
        busy={usage.isPending}
        onClose={() => setUsageOpen(false)}
        onSubmit={(values) =>
          usage.mutate(values, {
            onSuccess: () => {
              setUsageOpen(false);
              toast.success('Usage recorded');
            },
            onError: (error) => toast.error(serverErrorMessage(error, 'Failed to record usage')),
          })
        }
      />
    </PageRoot>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

function DetailsTab({ yarn }: { yarn: YarnItem }) {
  const line = yarn.yarn_line;
  const fields: Array<[string, string]> = [
    ['Colorway', yarn.colorway ?? NOT_SPECIFIED],
    ['Color family', yarn.color_family ?? NOT_SPECIFIED],
    ['Dye lot', yarn.dye_lot ?? NOT_RECORDED],
    ['Weight', line.weight_category ?? NOT_SPECIFIED],
    ['Purchase price', yarn.purchase_price === null ? NOT_RECORDED : `$${yarn.purchase_price.toFixed(2)}`],
    ['Purchase date', formatDate(yarn.purchase_date) ?? NOT_RECORDED],
    ['Vendor', yarn.vendor ?? NOT_RECORDED],
    ['Fiber content', line.fiber_content ?? NOT_SPECIFIED],
    [
      'Yardage per skein',
      line.yardage_per_skein === null ? NOT_SPECIFIED : `${line.yardage_per_skein} yards`,
    ],
    ['Weight per skein', line.weight_grams === null ? NOT_SPECIFIED : `${line.weight_grams} g`],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {fields.map(([label, value]) => (
        <Field key={label} label={label} value={value} />
      ))}
    </Box>
  );
}
