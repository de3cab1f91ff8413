import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { ShoppingListItemUpdateInputSchema, type ShoppingListItem } from '@yarn-mgmt/contracts';
import { errorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useUpdateShoppingItem } from '../api/update-shopping-item';

const QuantitySchema = ShoppingListItemUpdateInputSchema.shape.quantity.unwrap();

/** The quantity changed in place: Enter or Save sends it, Escape or Cancel leaves it; checked with the contract. */
export function QuantityEditor({ item, onDone }: { item: ShoppingListItem; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateShoppingItem();
  const [value, setValue] = useState(String(item.quantity));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = QuantitySchema.safeParse(value.trim() === '' ? undefined : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Quantity is not valid');
      return;
    }
    if (parsed.data === item.quantity) return onDone();
    update.mutate(
      { id: item.id, changes: { quantity: parsed.data } },
      {
        onSuccess: onDone,
        onError: (failure) => toast.error(errorMessage(failure, 'Failed to update item')),
      },
    );
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Quantity of ${item.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 0.5 }}
    >
      <TextField
        size="small"
        type="number"
        label="Quantity"
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={error !== null}
        helperText={error ?? item.unit}
        slotProps={{ htmlInput: { step: 'any', min: 0 } }}
        sx={{ width: 130 }}
      />
      <Button type="submit" size="small" variant="contained" disabled={update.isPending}>
        Save
      </Button>
      <Button size="small" onClick={onDone}>
        Cancel
      </Button>
    </Box>
  );
}
