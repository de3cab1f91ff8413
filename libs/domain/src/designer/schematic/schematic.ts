import type { DesignerProjectType } from '../options.js';
import { graded, inches, centimetres } from '../render/format.js';
import { drawingFor } from './shapes.js';

export interface SchematicMeasure {
  key: string;
  label: string;
  actual: readonly number[];
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "40 (44, 48) in / 101.5 (112, 122) cm" without the unit's repetition where space is short. */
const label = (values: readonly number[]) =>
  `${graded(values, inches)} in / ${graded(values, centimetres)} cm`;

/**
 * The schematic: an outline of the piece with a dimension line and label for each finished measurement, for all
 * the pattern's sizes ("40 (44, 48) in"). An accessible SVG (role img, title and description naming every
 * measurement), self-contained: no fonts, images or styles from elsewhere. `id` keeps its title and description
 * ids unique when several schematics share a page.
 */
export function renderSchematic(
  type: DesignerProjectType,
  title: string,
  sizes: readonly string[],
  measures: readonly SchematicMeasure[],
  id = 'schematic',
): string {
  const drawing = drawingFor(
    type,
    measures.map((m) => m.key),
  );
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const sizeText = sizes.length > 1 ? `sizes ${sizes[0]} (${sizes.slice(1).join(', ')})` : `size ${sizes[0]}`;
  const shown = drawing.dimensions.filter((dim) => measures.some((m) => m.key === dim.key));
  const desc = `Schematic of the ${type}, ${sizeText}: ${measures.map((m) => `${m.label} ${label(m.actual)}`).join('; ')}.`;
  const height = 372 + 34 * shown.length;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 ${height}" width="560" height="${height}" role="img" aria-labelledby="${titleId} ${descId}" font-family="sans-serif" font-size="12">`,
    `<title id="${titleId}">${escapeXml(`${title}: schematic`)}</title>`,
    `<desc id="${descId}">${escapeXml(desc)}</desc>`,
    `<defs><marker id="${id}-end" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 L6 3 L0 6 Z" fill="#8a5a44"/></marker></defs>`,
    ...drawing.outlines.map((d) => `<path d="${d}" fill="#f4efe6" stroke="#3b3b3b" stroke-width="2"/>`),
  ];
  // Each dimension line carries a letter; the legend under the drawing gives the letter's measurement per size.
  shown.forEach((dim, index) => {
    const m = measures.find((x) => x.key === dim.key)!;
    const letter = String.fromCharCode(65 + index);
    const vertical = dim.x1 === dim.x2;
    const tx = vertical ? dim.x1 + (dim.side === 'left' ? -10 : 10) : (dim.x1 + dim.x2) / 2;
    const ty = vertical ? (dim.y1 + dim.y2) / 2 + 4 : dim.y1 + (dim.side === 'above' ? -6 : 14);
    parts.push(
      `<line x1="${dim.x1}" y1="${dim.y1}" x2="${dim.x2}" y2="${dim.y2}" stroke="#8a5a44" stroke-width="1" marker-start="url(#${id}-end)" marker-end="url(#${id}-end)"/>`,
      `<text x="${tx}" y="${ty}" text-anchor="middle" font-weight="bold" fill="#222">${letter}</text>`,
      `<text x="20" y="${380 + 34 * index}" fill="#222"><tspan font-weight="bold">${letter}</tspan> ${escapeXml(`${m.label}: ${graded(m.actual, inches)} in`)}<tspan x="36" dy="15">${escapeXml(`${graded(m.actual, centimetres)} cm`)}</tspan></text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}
