import { useState, type FormEvent } from 'react';
import { Button, Paper, TextField } from '@mui/material';
import { errorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useCreateShoppingItem } from '../api/create-shopping-item';

/** Adds an item by name and quantity (in skeins, the server's default unit). */
export function AddItemForm() {
  const toast = useToast();
  const create = useCreateShoppingItem();
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
  );
}
