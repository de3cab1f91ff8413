import { useState } from 'react';
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
import EditIcon from '@mui/icons-material/Edit';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { quantityWithUnit, type ShoppingDealHint } from '@yarn-mgmt/domain';
import { errorMessage, useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useUpdateShoppingItem } from '../api/update-shopping-item';
import { DealHint } from './deal-hint';
import { QuantityEditor } from './quantity-editor';

/**
 * The items: check off as bought, change the quantity in place, remove, a link to the yarn an item came from, and
 * an open item's deal line ("Buy now or wait").
 */
export function ShoppingListItems({
  items,
  hints,
}: {
  items: ShoppingListItem[];
  hints: ReadonlyMap<string, ShoppingDealHint>;
}) {
  const toast = useToast();
  const format = useFormatters();
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Paper variant="outlined">
      <List aria-label="Shopping list">
        {items.map((item) => {
          const hint = hints.get(item.id);
          return (
            <ListItem
              key={item.id}
              aria-label={item.name}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`change quantity of ${item.name}`}
                    onClick={() => setEditing(item.id)}
                  >
                    <EditIcon />
                  </IconButton>
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
                </>
              }
              sx={{ pr: 12 }}
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
                slotProps={{ secondary: { component: 'div' } }}
                primary={
                  <Box component="span" sx={{ textDecoration: item.checked ? 'line-through' : 'none' }}>
                    {item.name}
                  </Box>
                }
                secondary={
                  <>
                    {editing === item.id ? (
                      <QuantityEditor item={item} onDone={() => setEditing(null)} />
                    ) : (
                      quantityWithUnit(item.quantity, item.unit)
                    )}
                    {item.need_by ? ` · Need by ${format.date(item.need_by) ?? item.need_by}` : ''}
                    {item.notes ? ` · ${item.notes}` : ''}
                    {item.yarn_id && (
                      <>
                        {' · '}
                        <Link component={RouterLink} to={`/yarn/${item.yarn_id}`}>
                          View yarn
                        </Link>
                      </>
                    )}
                    {hint && <DealHint hint={hint} />}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
