import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  calculate,
  chooseType,
  fill,
  pick,
  renderCalculator,
  resultLines,
  results,
} from '../test/calculator-test-kit';

describe('CalculatorPage', () => {
  it('is titled as the side panel names it, offers six types (the spec’s four first) and has no result yet', async () => {
    await renderCalculator();
    expect(within(results()).getByText('No Calculation Yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Calculation Type' })).toHaveTextContent(
      'Total Yardage Calculator',
    );
    expect(screen.getByText('Assumes every skein holds the full yardage on its label.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Total Yardage Calculator' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Calculation Type' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Total Yardage Calculator',
      'Weight Converter',
      'Gauge Calculator',
      'Project Yardage Estimator',
      'Yarn Substitution',
      'Leftover Yarn',
    ]);
  });

  it('Total Yardage Calculator: refuses a missing or non-positive number, then gives yards and meters', async () => {
    await renderCalculator();
    fill('Number of Skeins', '-2');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid positive numbers');
    expect(screen.getByRole('spinbutton', { name: 'Number of Skeins' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(results()).getByText('No Calculation Yet')).toBeInTheDocument();

    fill('Number of Skeins', '5');
    fill('Yards per Skein', '220');
    calculate();
    await waitFor(() =>
      expect(resultLines()).toEqual(['Total Yardage: 1100.00 yards', 'Total Meters: 1005.84 meters']),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Weight Converter: refuses an empty weight, then converts grams to ounces by the spec factor', async () => {
    await renderCalculator();
    chooseType('Weight Converter');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid positive number');
    fill('Weight', '100');
    calculate();
    await waitFor(() => expect(resultLines()).toEqual(['Converted Weight: 3.53 oz']));
    pick('From', 'Pounds (lb)');
    pick('To', 'Grams (g)');
    calculate();
    await waitFor(() => expect(resultLines()).toEqual(['Converted Weight: 45359.20 g']));
  });

  it('Gauge Calculator: needs inches above 0, then gives per inch and per 4 inches', async () => {
    await renderCalculator();
    chooseType('Gauge Calculator');
    fill('Stitches', '22');
    fill('Rows', '30');
    fill('Inches Measured', '0');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid positive numbers');
    fill('Inches Measured', '4');
    calculate();
    await waitFor(() =>
      expect(resultLines()).toEqual([
        'Stitches per inch: 5.50',
        'Rows per inch: 7.50',
        'Stitches per 4 inches: 22.00',
        'Rows per 4 inches: 30.00',
      ]),
    );
  });

  it('Project Yardage Estimator: needs both choices, then gives the table’s yards with the note', async () => {
    await renderCalculator();
    chooseType('Project Yardage Estimator');
    pick('Project Type', 'Sweater');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select both project type and yarn weight',
    );
    pick('Yarn Weight', 'Worsted');
    calculate();
    await waitFor(() =>
      expect(resultLines()).toEqual(['Estimated Yardage: 1000.00 yards', 'Estimated Meters: 914.40 meters']),
    );
    expect(
      within(results()).getByText(
        'This is an approximate estimate. Actual yardage may vary based on pattern and gauge.',
      ),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('button', { name: 'Do I have enough?' })).toBeInTheDocument();
  });

  it('Yarn Substitution: needs both weights, then gives skeins to buy and warns of a different weight', async () => {
    await renderCalculator();
    chooseType('Yarn Substitution');
    expect(
      screen.getByText(
        "Assumes the substitute is knit to the pattern's gauge; skeins are rounded up to whole skeins.",
      ),
    ).toBeInTheDocument();
    fill('Yards Needed', '1100');
    fill('Substitute Yards per Skein', '250');
    pick("Pattern's Yarn Weight", 'DK');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select both yarn weights');
    pick('Substitute Yarn Weight', 'Worsted');
    calculate();
    await waitFor(() =>
      expect(resultLines()).toEqual([
        'Skeins needed: 4.40 skeins',
        'Skeins to buy: 5 skeins',
        'Yards in 5 skeins: 1250.00 yards',
      ]),
    );
    expect(within(results()).getByRole('alert')).toHaveTextContent(
      'Weight differs: the pattern calls for DK, the substitute is Worsted (1 category heavier).',
    );
  });

  it('Leftover Yarn: refuses 0 grams, then gives the yards left', async () => {
    await renderCalculator();
    chooseType('Leftover Yarn');
    fill('Grams Left', '0');
    fill('Grams per Skein', '100');
    fill('Yards per Skein', '210');
    calculate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid positive numbers');
    fill('Grams Left', '35');
    calculate();
    await waitFor(() =>
      expect(resultLines()).toEqual([
        'Yards left: 73.50 yards',
        'Meters left: 67.21 meters',
        'Skeins left: 0.35 skeins',
      ]),
    );
  });

  it('resets the result when the calculation type changes, and starts the new type’s fields afresh', async () => {
    await renderCalculator();
    fill('Number of Skeins', '2');
    fill('Yards per Skein', '100');
    calculate();
    await waitFor(() => expect(resultLines()).toHaveLength(2));
    chooseType('Gauge Calculator');
    expect(within(results()).getByText('No Calculation Yet')).toBeInTheDocument();
    expect(resultLines()).toEqual([]);
    chooseType('Total Yardage Calculator');
    expect(screen.getByRole('spinbutton', { name: 'Number of Skeins' })).toHaveValue(null);
    expect(within(results()).getByText('No Calculation Yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
