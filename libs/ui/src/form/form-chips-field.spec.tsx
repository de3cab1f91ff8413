import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormChipsField } from './form-chips-field';

function TagsForm({ onSubmit }: { onSubmit: (values: { tags: string[] }) => void }) {
  const { control, handleSubmit } = useForm<{ tags: string[] }>({ defaultValues: { tags: ['gift'] } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormChipsField control={control} name="tags" label="Tags" />
      <button type="submit">Save</button>
    </form>
  );
}

it('adds a chip per entered text, trimmed, without repeats, and removes one by its delete icon', async () => {
  const onSubmit = jest.fn<(values: { tags: string[] }) => void>();
  render(<TagsForm onSubmit={onSubmit} />);
  const input = screen.getByRole('combobox', { name: 'Tags' });
  for (const text of ['  cables ', 'gift', 'lace']) {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
  expect(screen.getByRole('button', { name: 'cables' })).toBeInTheDocument();
  const lace = screen.getByRole('button', { name: 'lace' });
  fireEvent.click(lace.querySelector('svg')!);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ tags: ['gift', 'cables'] });
});
