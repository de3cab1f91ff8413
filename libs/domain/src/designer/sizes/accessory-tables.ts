/**
 * Accessory sizes, in inches. Head circumference, foot circumference and length, and hand circumference and
 * length follow the Craft Yarn Council's charts (craftyarncouncil.com/standards: "Head Circumference", "Sock
 * Sizes", "Glove and Mitten Sizes"). The other columns are the engine's, from common practice: hat height from
 * crown to brim, sock leg height, finger lengths as shares of the hand's length; scarf, shawl and blanket sizes
 * are the usual finished sizes (blankets as CYC's blanket chart names them).
 */
export interface HeadSize {
  label: string;
  head: number;
  height: number;
}

export const CHILD_HEADS: readonly HeadSize[] = [
  { label: 'Preemie', head: 12, height: 4.5 },
  { label: 'Baby', head: 14, height: 5.5 },
  { label: 'Toddler', head: 16, height: 6.5 },
  { label: 'Child', head: 18, height: 7.5 },
];

export const ADULT_HEADS: readonly HeadSize[] = [
  { label: 'Teen', head: 20, height: 8 },
  { label: 'Adult woman', head: 21, height: 8.5 },
  { label: 'Adult man', head: 22, height: 9 },
];

export interface FootSize {
  label: string;
  foot: number;
  footLength: number;
  leg: number;
}

export const CHILD_FEET: readonly FootSize[] = [
  { label: 'Child S', foot: 6, footLength: 6, leg: 4.5 },
  { label: 'Child M', foot: 6.5, footLength: 7, leg: 5 },
  { label: 'Child L', foot: 7, footLength: 7.5, leg: 6 },
];
export const WOMEN_FEET: readonly FootSize[] = [
  { label: "Women's S", foot: 7, footLength: 8.5, leg: 7 },
  { label: "Women's M", foot: 8, footLength: 9, leg: 7.5 },
  { label: "Women's L", foot: 9, footLength: 10, leg: 8 },
];
export const MEN_FEET: readonly FootSize[] = [
  { label: "Men's S", foot: 8, footLength: 9.5, leg: 8 },
  { label: "Men's M", foot: 9, footLength: 10.5, leg: 8.5 },
  { label: "Men's L", foot: 10, footLength: 11.5, leg: 9 },
];

export interface HandSize {
  label: string;
  hand: number;
  handLength: number;
}

export const CHILD_HANDS: readonly HandSize[] = [
  { label: 'Child 2-4', hand: 5.5, handLength: 4.5 },
  { label: 'Child 4-6', hand: 6, handLength: 5.5 },
  { label: 'Child 6-8', hand: 6.5, handLength: 6 },
  { label: 'Child 8-10', hand: 7, handLength: 6.5 },
];
export const WOMEN_HANDS: readonly HandSize[] = [
  { label: "Women's S", hand: 7, handLength: 6.5 },
  { label: "Women's M", hand: 7.5, handLength: 7 },
  { label: "Women's L", hand: 8, handLength: 7.5 },
];
export const MEN_HANDS: readonly HandSize[] = [
  { label: "Men's S", hand: 8, handLength: 7.5 },
  { label: "Men's M", hand: 8.75, handLength: 8 },
  { label: "Men's L", hand: 9.5, handLength: 8.5 },
];

/** Finger lengths as shares of the hand's length (wrist to tip of the middle finger). */
export const FINGER_SHARES = { thumb: 0.32, index: 0.39, middle: 0.43, ring: 0.4, pinky: 0.31 } as const;

/** A flat piece's finished size: width and length (a shawl: wingspan and depth). */
export interface PieceSize {
  label: string;
  width: number;
  length: number;
}

export const SCARVES: readonly PieceSize[] = [
  { label: 'Child', width: 5, length: 42 },
  { label: 'Adult', width: 7, length: 60 },
  { label: 'Long', width: 8, length: 72 },
];

export const SHAWLS: readonly PieceSize[] = [
  { label: 'Shawlette', width: 48, length: 24 },
  { label: 'Shawl', width: 60, length: 30 },
  { label: 'Wrap', width: 72, length: 36 },
];

export const BABY_BLANKETS: readonly PieceSize[] = [
  { label: 'Preemie', width: 18, length: 24 },
  { label: 'Receiving', width: 30, length: 30 },
  { label: 'Crib', width: 45, length: 60 },
];
export const THROWS: readonly PieceSize[] = [
  { label: 'Lapghan', width: 36, length: 48 },
  { label: 'Throw', width: 50, length: 60 },
];
export const BED_BLANKETS: readonly PieceSize[] = [
  { label: 'Twin', width: 66, length: 90 },
  { label: 'Full', width: 80, length: 90 },
  { label: 'Queen', width: 90, length: 100 },
  { label: 'King', width: 108, length: 100 },
];
