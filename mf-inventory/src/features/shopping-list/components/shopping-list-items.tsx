import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Checkbox,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { errorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useUpdateShoppingItem } from '../api/update-shopping-item';

/** The items: check off as bought, remove, and a link to the yarn an item came from. */
export function ShoppingListItems({ items }: { items: ShoppingListItem[] }) {
  const toast = useToast();
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  return (
    <Paper variant="outlined">
      <List aria-label="Shopping list">
        {items.map((item) => (
          <ListItem
            key={item.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`remove ${item.name}`}
                onClick={() =>
                  remove.mutate(item.id, {
                    onError: (error) => toast.error(errorMessage(error, 'Failed to remove item')),
                  })
                }
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={item.checked}
                slotProps={{ input: { 'aria-label': `${item.name} bought` } }}
                onChange={(event) =>
                  update.mutate(
                    { id: item.id, changes: { checked: event.target.checked } },
                    { onError: (error) => toast.error(errorMessage(error, 'Failed to update item')) },
                  )
                }
              />
            </ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ textDecoration: item.checked ? 'line-through' : 'none' }}>
                  {item.name}
                </Box>
              }
              secondary={
                <>
                  {item.quantity} {item.unit}
                  {item.notes ? ` · ${item.notes}` : ''}
                  {item.yarn_id && (
                    <>
                      {' · '}
                      <Link component={RouterLink} to={`/yarn/${item.yarn_id}`}>
                        View yarn
                      </Link>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
