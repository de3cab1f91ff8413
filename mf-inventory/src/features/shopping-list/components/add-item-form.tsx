import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Button, Paper } from '@mui/material';
import { ShoppingListItemCreateInputSchema, type RawShoppingListItemCreateInput } from '@yarn-mgmt/contracts';
import { SHOPPING_UNIT_SUGGESTIONS } from '@yarn-mgmt/domain';
import { FormAutocompleteField, FormNumberField, FormTextField } from '@yarn-mgmt/ui';
import { errorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useCreateShoppingItem } from '../api/create-shopping-item';

type NewItem = z.output<typeof ShoppingListItemCreateInputSchema>;
const EMPTY_ITEM: RawShoppingListItemCreateInput = {
  name: '',
  quantity: 1,
  unit: 'skeins',
  notes: null,
  need_by: null,
};

/** Adds an item by name, quantity, unit (skeins unless changed), notes and need-by date, checked with the contract. */
export function AddItemForm() {
  const toast = useToast();
  const create = useCreateShoppingItem();
  const { control, handleSubmit, reset } = useForm<RawShoppingListItemCreateInput, unknown, NewItem>({
    resolver: zodResolver(ShoppingListItemCreateInputSchema),
    defaultValues: EMPTY_ITEM,
  });
  const field = { control, size: 'small' } as const;
  const onAdd = ({ name, quantity, unit, notes, need_by }: NewItem) =>
    create.mutate(
      { name, quantity, unit, notes, need_by },
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
        <FormTextField {...field} name="name" label="Item" emptyAs="" sx={{ flexGrow: 1, minWidth: 200 }} />
        <FormNumberField {...field} name="quantity" label="Quantity" sx={{ width: 110 }} />
        <Box sx={{ width: 140 }}>
          <FormAutocompleteField
            control={control}
            name="unit"
            label="Unit"
            options={SHOPPING_UNIT_SUGGESTIONS}
          />
        </Box>
        <FormTextField {...field} name="notes" label="Notes" sx={{ flexGrow: 1, minWidth: 160 }} />
        <FormTextField
          {...field}
          name="need_by"
          label="Need by"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add
        </Button>
      </Box>
    </Paper>
  );
}
