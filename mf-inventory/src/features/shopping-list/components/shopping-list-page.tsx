import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  TextField,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { EmptyState, PageHeader } from '@yarn-mgmt/ui';
import { errorMessage, usePageTitle, useToast } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useCreateShoppingItem } from '../api/create-shopping-item';
import { useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useShoppingList } from '../api/get-shopping-list';
import { useUpdateShoppingItem } from '../api/update-shopping-item';

/** /shopping-list (DECISIONS 15). */
export function ShoppingListPage() {
  const toast = useToast();
  const list = useShoppingList();
  const create = useCreateShoppingItem();
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(quantity);
    if (!name.trim() || !Number.isFinite(amount) || amount <= 0) return;
    create.mutate(
      { name: name.trim(), quantity: amount },
      {
        onSuccess: () => {
          setName('');
          setQuantity('1');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to add item')),
      },
    );
  };

  return (
    <PageRoot>
      <PageHeader title={usePageTitle()} />
      <Paper
        variant="outlined"
        component="form"
        onSubmit={onAdd}
        aria-label="Add item"
        sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Item"
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ flexGrow: 1, minWidth: 200 }}
        />
        <TextField
          size="small"
          label="Quantity"
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          slotProps={{ htmlInput: { min: 0.1, step: 'any' } }}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
          Add
        </Button>
      </Paper>

      {list.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading shopping list" />
      ) : list.isError ? (
        <Alert severity="error">Error loading shopping list</Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Your shopping list is empty" />
      ) : (
        <Paper variant="outlined">
          <List aria-label="Shopping list">
            {list.data.items.map((item) => (
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
      )}
    </PageRoot>
  );
}
