import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Button, Paper } from '@mui/material';
import { ShoppingListItemCreateInputSchema, type RawShoppingListItemCreateInput } from '@yarn-mgmt/contracts';
import { FormNumberField, FormTextField } from '@yarn-mgmt/ui';
import { errorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useCreateShoppingItem } from '../api/create-shopping-item';

type NewItem = z.output<typeof ShoppingListItemCreateInputSchema>;
const EMPTY_ITEM: RawShoppingListItemCreateInput = { name: '', quantity: 1 };

/** Adds an item by name and quantity (in skeins, the server's default unit), checked with the contract. */
export function AddItemForm() {
  const toast = useToast();
  const create = useCreateShoppingItem();
  const { control, handleSubmit, reset } = useForm<RawShoppingListItemCreateInput, unknown, NewItem>({
    resolver: zodResolver(ShoppingListItemCreateInputSchema),
    defaultValues: EMPTY_ITEM,
  });
  const field = { control, size: 'small' } as const;
  const onAdd = ({ name, quantity }: NewItem) =>
    create.mutate(
      { name, quantity },
      {
        onSuccess: () => reset(EMPTY_ITEM),
        onError: (error) => toast.error(errorMessage(error, 'Failed to add item')),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label="Add item"
        onSubmit={(event) => void handleSubmit(onAdd)(event)}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <FormTextField {...field} name="name" label="Item" emptyAs="" sx={{ flexGrow: 1 }} />
        <FormNumberField {...field} name="quantity" label="Quantity" sx={{ width: 120 }} />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add
        </Button>
      </Box>
    </Paper>
  );
}
