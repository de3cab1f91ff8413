import { act, fireEvent, screen, within } from '@testing-library/react';
import { DESIGNER_API, type RawDesignerInput, type DesignerResponse } from '@yarn-mgmt/contracts';
import { generateDesign } from '@yarn-mgmt/domain/designer';
import { createFakeApi, renderWithProviders, type FakeApi, type FakeApiRoutes } from '@yarn-mgmt/testing/web';
import { ModulePage } from '@yarn-mgmt/web-platform';
import { routes } from '../../../routes';

/** The engine's own answer for a body, as the service gives it (the page's fixtures are real designs). */
export function designResult(
  body: RawDesignerInput,
  writer: DesignerResponse['writer'] = { source: 'engine', model: null, fallback: null },
): DesignerResponse {
  const design = generateDesign(body);
  return {
    pattern: design.pattern,
    design: {
      projectType: design.projectType,
      craftType: design.craftType,
      difficulty: design.difficulty,
      yarnWeight: design.yarnWeight,
      libraryYarnWeight: design.libraryYarnWeight,
      terms: design.terms,
      sizes: design.sizes,
      chosenSize: design.chosenSize,
      gauge: {
        stitches: design.gauge.stitches,
        rows: design.gauge.rows,
        over: design.gauge.over,
        source: design.gauge.source,
      },
      needleSizes: design.needleSizes,
      yardage: design.yardage.main,
      contrastYardage: design.yardage.contrast,
      techniques: design.techniques,
      finished: design.finished.map((m) => ({ key: m.key, label: m.label, inches: m.actual })),
      schematicSvg: design.schematicSvg,
      checked: design.check.ok,
    },
    writer,
  };
}

/** The designer answering every generation with the engine's design of the body sent. */
export const engineAnswers: FakeApiRoutes = {
  post: { [DESIGNER_API.generate]: (body: unknown) => designResult(body as RawDesignerInput) },
};

/** The /ai-designer route as the shell shows it (its title from the route table), against a fake API. */
export async function renderDesigner(api: FakeApi = createFakeApi(engineAnswers)) {
  const route = routes.find((entry) => entry.path === '/ai-designer')!;
  const rendered = renderWithProviders(<ModulePage route={route} />, { path: '/ai-designer', api });
  await screen.findByRole('heading', { level: 1, name: 'AI Pattern Designer' });
  return rendered;
}

/** Opens a drop-down by its label and picks an option. */
export function pick(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

export function fillRequired(
  type = 'Sweater',
  craft = 'Knitting',
  difficulty = 'Beginner',
  weight = 'Worsted',
) {
  pick(/^Project Type/, type);
  pick(/^Craft Type/, craft);
  pick(/^Difficulty/, difficulty);
  pick(/^Yarn Weight/, weight);
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole(label === 'Special Features' ? 'textbox' : 'combobox', { name: label }), {
    target: { value },
  });

/** Presses Generate Pattern and lets the form's asynchronous check settle. */
export const generate = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pattern' }));
    await Promise.resolve();
  });

export const resultPanel = () => screen.getByRole('region', { name: 'Generated pattern' });
