import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormAutocompleteField, FormCheckboxField, FormSelectField } from './form-choice-fields';
import { FormSection } from './form-section';
import { FormNumberField, FormTextField } from './form-text-field';

interface Values {
  brand: string;
  line: string;
  colorway: string | null;
  skeins: number | null | undefined;
  weight: 'DK' | 'Worsted' | null;
  discontinued: boolean;
}

interface Line {
  name: string;
  grams: number;
}

const lines: Line[] = [
  { name: 'Rios', grams: 100 },
  { name: 'Mechita', grams: 100 },
];

function YarnForm({ onSubmit, onPick }: { onSubmit: (v: Values) => void; onPick: (l: Line) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { brand: '', line: '', colorway: 'Ocean', skeins: 1, weight: null, discontinued: false },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormSection title="Yarn">
        <FormAutocompleteField
          control={control}
          name="brand"
          label="Brand"
          options={['Malabrigo', 'Drops']}
        />
        <FormAutocompleteField
          control={control}
          name="line"
          label="Yarn line"
          options={lines}
          optionLabel={(line) => line.name}
          onPick={onPick}
        />
        <FormTextField control={control} name="colorway" label="Colorway" />
        <FormNumberField control={control} name="skeins" label="Skeins" required />
        <FormSelectField
          control={control}
          name="weight"
          label="Weight"
          options={['DK', 'Worsted']}
          emptyLabel="Not specified"
        />
        <FormCheckboxField control={control} name="discontinued" label="Discontinued" />
      </FormSection>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form field helpers', () => {
  it('bind every kind of field to the form and hand over typed values', async () => {
    const onSubmit = jest.fn<(v: Values) => void>();
    const onPick = jest.fn<(l: Line) => void>();
    render(<YarnForm onSubmit={onSubmit} onPick={onPick} />);
    expect(screen.getByRole('region', { name: 'Yarn' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'Mala' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Malabrigo' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Yarn line' }), { target: { value: 'Ri' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Rios' }));
    expect(onPick).toHaveBeenCalledWith(lines[0]);
    fireEvent.change(screen.getByLabelText('Colorway'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Skeins/), { target: { value: '2.5' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Weight' }));
    fireEvent.click(screen.getByRole('option', { name: 'DK' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discontinued' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      brand: 'Malabrigo',
      line: 'Rios',
      colorway: null,
      skeins: 2.5,
      weight: 'DK',
      discontinued: true,
    });
  });

  it('does not report a typed value as a pick', () => {
    const onPick = jest.fn<(l: Line) => void>();
    render(<YarnForm onSubmit={() => undefined} onPick={onPick} />);
    const line = screen.getByRole('combobox', { name: 'Yarn line' });
    fireEvent.change(line, { target: { value: 'Something new' } });
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });
});
