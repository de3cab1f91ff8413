import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DESIGNER_API, type RawDesignerInput, type Pattern } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, pending } from '@yarn-mgmt/testing/web';
import { downloader } from '@yarn-mgmt/web-platform';
import {
  designResult,
  engineAnswers,
  fillRequired,
  generate,
  pick,
  renderDesigner,
  resultPanel,
  type,
} from '../test/designer-test-kit';

const SWEATER: RawDesignerInput = {
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
  size: '',
  patternStyle: '',
  specialFeatures: '',
};

describe('DesignerPage', () => {
  it('shows the spec’s form, fields in order, and no pattern yet', async () => {
    await renderDesigner();
    for (const label of [
      /^Project Type/,
      /^Craft Type/,
      /^Difficulty/,
      /^Yarn Weight/,
      'Size',
      'Pattern Style',
    ])
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Project Type/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Special Features' }).tagName).toBe('TEXTAREA');
    expect(within(resultPanel()).getByText('No Pattern Generated Yet')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Yarn Weight/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lace', 'Fingering', 'Sport', 'DK', 'Worsted', 'Bulky', 'Super Bulky']);
  });

  it("says 'Please fill in all required fields' and marks them, sending nothing", async () => {
    const { api } = await renderDesigner();
    pick(/^Project Type/, 'Hat');
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('combobox', { name: /^Project Type/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const label of [/^Craft Type/, /^Difficulty/, /^Yarn Weight/])
      expect(screen.getByRole('combobox', { name: label }).closest('.MuiInputBase-root')).toHaveClass(
        'Mui-error',
      );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('generates the pattern: Title, Description, Materials, Instructions beside the schematic, Notes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = createFakeApi({
      post: { [DESIGNER_API.generate]: () => new Promise((resolve) => (answer = resolve)) },
    });
    await renderDesigner(api);
    fillRequired();
    type('Size', "Women's M");
    type('Pattern Style', 'Relaxed');
    await generate();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Pattern' })).toBeDisabled());
    expect(resultPanel()).toHaveAttribute('aria-busy', 'true');
    expect(within(resultPanel()).getByText(/Designing your pattern/)).toBeInTheDocument();
    const body = { ...SWEATER, size: "Women's M", patternStyle: 'Relaxed' };
    expect(api.post).toHaveBeenCalledWith(DESIGNER_API.generate, body);
    const result = designResult(body);
    answer(result);
    const panel = resultPanel();
    expect(
      await within(panel).findByRole('heading', { level: 2, name: result.pattern.title }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(result.pattern.description)).toBeInTheDocument();
    for (const name of ['Materials', 'Instructions', 'Schematic', 'Notes'])
      expect(within(panel).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(within(panel).getByText(result.pattern.materials[0])).toBeInTheDocument();
    expect(
      within(panel).getByRole('heading', { level: 4, name: 'BACK AND FRONT (make 2)' }),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText(/^Cast on \d+ \(\d+/)).toHaveLength(2);
    expect(
      within(panel).getByRole('img', { name: /^Schematic of the sweater, sizes XS/ }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Every count checked')).toBeInTheDocument();
    expect(within(panel).getByText('Built-in engine')).toBeInTheDocument();
  });

  it('offers the sizes of the chosen project type, and the crochet terms for crochet', async () => {
    const { api } = await renderDesigner();
    pick(/^Project Type/, 'Socks');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Size' }));
    const sizes = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes).toEqual(expect.arrayContaining(["Women's M", "Men's L", 'Child S']));
    expect(screen.queryByRole('combobox', { name: 'Crochet Terms' })).not.toBeInTheDocument();
    fillRequired('Hat', 'Crochet', 'Intermediate', 'DK');
    pick('Crochet Terms', 'UK (double crochet, treble)');
    await generate();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        DESIGNER_API.generate,
        expect.objectContaining({ crochetTerms: 'UK' }),
      ),
    );
    expect(await within(resultPanel()).findByText('Crochet terms: UK.')).toBeInTheDocument();
  });

  it('sends an own gauge, and names a half-given one', async () => {
    const { api } = await renderDesigner();
    fillRequired();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Stitches' }), { target: { value: '20' } });
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Rows must be a number');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '28' } });
    await generate();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(DESIGNER_API.generate, {
        ...SWEATER,
        gauge: { stitches: 20, rows: 28, over: '4 in' },
      }),
    );
  });

  it("sends the knitter's own measurement, named for the project type, in the unit chosen", async () => {
    const { api } = await renderDesigner();
    fillRequired();
    const chest = screen.getByRole('spinbutton', { name: 'Chest circumference (optional)' });
    fireEvent.change(chest, { target: { value: '96' } });
    pick('Unit', 'cm');
    await generate();
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(DESIGNER_API.generate, {
        ...SWEATER,
        measurement: { value: 96, unit: 'cm' },
      }),
    );
  });

  it("shows the server's error, or 'Failed to generate pattern', and no earlier pattern", async () => {
    const api = createFakeApi(engineAnswers);
    await renderDesigner(api);
    fillRequired();
    await generate();
    await within(resultPanel()).findByRole('heading', { level: 2 });
    api.post.mockRejectedValueOnce(failWith(400, 'Measurement must be a positive number'));
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Measurement must be a positive number');
    expect(within(resultPanel()).getByText('No Pattern Generated Yet')).toBeInTheDocument();
    api.post.mockRejectedValueOnce(new Error('network'));
    await generate();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate pattern'));
  });
});

describe('Save and Download', () => {
  const saved = {
    id: '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11',
    title: 'Worsted Boat-Neck Pullover',
  } as Pattern;

  async function generated(routes: Record<string, unknown> = {}, blobs: Record<string, unknown> = {}) {
    const api = createFakeApi({ post: { ...engineAnswers.post, ...routes }, postBlob: blobs });
    await renderDesigner(api);
    fillRequired();
    await generate();
    await within(resultPanel()).findByRole('heading', { level: 2 });
    return api;
  }

  it('Save sends the fields and the words shown, toasts, and links to the new pattern', async () => {
    const api = await generated({ [DESIGNER_API.save]: saved });
    fireEvent.click(within(resultPanel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pattern saved to your library')).toBeInTheDocument();
    const { title, description, instructions, notes } = designResult(SWEATER).pattern;
    expect(api.post).toHaveBeenLastCalledWith(DESIGNER_API.save, {
      ...SWEATER,
      wording: { title, description, instructions, notes },
    });
    expect(within(resultPanel()).getByRole('link', { name: `open ${saved.title}` })).toHaveAttribute(
      'href',
      `/patterns/${saved.id}`,
    );
    expect(within(resultPanel()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("Save says the server's error when the library is down", async () => {
    await generated({
      [DESIGNER_API.save]: failWith(
        503,
        'The pattern library is unavailable right now: try again in a moment',
      ),
    });
    fireEvent.click(within(resultPanel()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The pattern library is unavailable right now: try again in a moment'),
    ).toBeInTheDocument();
    expect(within(resultPanel()).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Download hands the PDF to the browser under the pattern’s name', async () => {
    const save = jest.spyOn(downloader, 'save').mockImplementation(() => undefined);
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const api = await generated({}, { [DESIGNER_API.pdf]: pdf });
    fireEvent.click(within(resultPanel()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'worsted-boat-neck-pullover.pdf'));
    expect(api.postBlob).toHaveBeenCalledWith(
      DESIGNER_API.pdf,
      expect.objectContaining({ projectType: 'sweater' }),
    );
    save.mockRestore();
  });

  it('keeps the form usable while a generation is pending', async () => {
    await renderDesigner(createFakeApi({ post: { [DESIGNER_API.generate]: pending() } }));
    fillRequired();
    await generate();
    expect(screen.getByRole('combobox', { name: /^Project Type/ })).toBeInTheDocument();
  });
});
