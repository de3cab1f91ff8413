import type { DesignerProjectType } from '../options.js';

/** A line of the drawing and where each measurement's dimension line runs (a 480 x 360 canvas). */
export interface Drawing {
  outlines: string[];
  dimensions: {
    key: string;
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    side: 'above' | 'below' | 'left' | 'right';
  }[];
}

const SWEATER: Drawing = {
  outlines: [
    // The body, its crew or boat neck a shallow curve.
    'M40 40 L130 40 Q160 62 190 40 L280 40 L280 300 L40 300 Z',
    // A drop-shoulder sleeve: wide at the top, narrow at the cuff.
    'M320 60 L440 60 L415 300 L345 300 Z',
  ],
  dimensions: [
    { key: 'chest', x1: 40, y1: 318, x2: 280, y2: 318, side: 'below' },
    { key: 'length', x1: 22, y1: 40, x2: 22, y2: 300, side: 'left' },
    { key: 'waist', x1: 40, y1: 200, x2: 280, y2: 200, side: 'above' },
    { key: 'hip', x1: 40, y1: 285, x2: 280, y2: 285, side: 'above' },
    { key: 'upper-arm', x1: 320, y1: 44, x2: 440, y2: 44, side: 'above' },
    { key: 'cuff', x1: 345, y1: 318, x2: 415, y2: 318, side: 'below' },
    { key: 'sleeve', x1: 458, y1: 60, x2: 458, y2: 300, side: 'right' },
  ],
};

const DRAWINGS: Record<DesignerProjectType, Drawing> = {
  sweater: SWEATER,
  hat: {
    outlines: ['M120 300 L120 140 Q120 40 240 40 Q360 40 360 140 L360 300 Z', 'M120 260 L360 260'],
    dimensions: [
      { key: 'circumference', x1: 120, y1: 320, x2: 360, y2: 320, side: 'below' },
      { key: 'height', x1: 390, y1: 40, x2: 390, y2: 300, side: 'right' },
    ],
  },
  socks: {
    outlines: [
      'M120 30 L200 30 L200 220 Q200 250 230 250 L420 250 Q450 250 450 285 Q450 320 415 320 L150 320 Q120 320 120 290 Z',
    ],
    dimensions: [
      { key: 'leg', x1: 100, y1: 30, x2: 100, y2: 220, side: 'left' },
      { key: 'foot-length', x1: 120, y1: 340, x2: 450, y2: 340, side: 'below' },
      { key: 'foot', x1: 470, y1: 250, x2: 470, y2: 320, side: 'right' },
    ],
  },
  gloves: {
    // A fingerless glove: the palm, the thumb at its side, an open top.
    outlines: ['M170 330 L170 250 L125 195 L142 180 L172 210 L172 120 L330 120 L330 330 Z'],
    dimensions: [
      { key: 'hand', x1: 170, y1: 348, x2: 330, y2: 348, side: 'below' },
      { key: 'length', x1: 350, y1: 120, x2: 350, y2: 330, side: 'right' },
    ],
  },
  scarf: {
    outlines: ['M30 150 L450 150 L450 210 L30 210 Z'],
    dimensions: [
      { key: 'length', x1: 30, y1: 130, x2: 450, y2: 130, side: 'above' },
      { key: 'width', x1: 465, y1: 150, x2: 465, y2: 210, side: 'right' },
    ],
  },
  shawl: {
    outlines: ['M30 60 L450 60 L240 270 Z'],
    dimensions: [
      { key: 'wingspan', x1: 30, y1: 40, x2: 450, y2: 40, side: 'above' },
      { key: 'depth', x1: 240, y1: 60, x2: 240, y2: 270, side: 'right' },
    ],
  },
  blanket: {
    outlines: ['M80 40 L400 40 L400 320 L80 320 Z', 'M96 56 L384 56 L384 304 L96 304 Z'],
    dimensions: [
      { key: 'width', x1: 80, y1: 340, x2: 400, y2: 340, side: 'below' },
      { key: 'length', x1: 420, y1: 40, x2: 420, y2: 320, side: 'right' },
    ],
  },
};

/** A glove with fingers: four of them above the palm, the middle one measured. */
const FULL_GLOVE: Drawing = {
  outlines: [
    'M170 330 L170 250 L125 195 L142 180 L172 210 L172 55 L206 55 L206 150 L210 150 L210 35 L244 35 L244 150 L248 150 L248 50 L282 50 L282 150 L286 150 L286 80 L316 80 L316 150 L330 160 L330 330 Z',
  ],
  dimensions: [
    { key: 'hand', x1: 170, y1: 348, x2: 330, y2: 348, side: 'below' },
    { key: 'length', x1: 350, y1: 160, x2: 350, y2: 330, side: 'right' },
    { key: 'middle-finger', x1: 227, y1: 35, x2: 227, y2: 150, side: 'right' },
  ],
};

/** The outline for a project type; gloves with fingers when the pattern measures a finger. */
export const drawingFor = (type: DesignerProjectType, keys: readonly string[]): Drawing =>
  type === 'gloves' && keys.includes('middle-finger') ? FULL_GLOVE : DRAWINGS[type];
