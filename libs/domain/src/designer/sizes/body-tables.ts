/**
 * Body measurements of the Craft Yarn Council's size charts (craftyarncouncil.com/standards, "Woman Size", "Man
 * Size", "Child Size", "Baby Size"), in inches. Where CYC gives a range ("36-38") the middle is kept. Columns CYC
 * does not chart are derived, and say so: a man's upper arm (0.3 x chest), waist and hip; the wrist (a cuff is
 * built from the upper arm). Body length is the back waist length plus the CYC length chart's 6 in to the hip
 * for adults (men's charts give the back hip length itself), plus 3 in for children and 2 in for babies.
 */
export interface BodySize {
  label: string;
  chest: number;
  neckToCuff: number;
  backWaist: number;
  crossBack: number;
  sleeve: number;
  upperArm: number;
  armholeDepth: number;
  waist: number;
  hip: number;
  bodyLength: number;
}

type Row = Omit<BodySize, 'bodyLength'>;
const row = (
  label: string,
  chest: number,
  neckToCuff: number,
  backWaist: number,
  crossBack: number,
  sleeve: number,
  upperArm: number,
  armholeDepth: number,
  waist: number,
  hip: number,
): Row => ({ label, chest, neckToCuff, backWaist, crossBack, sleeve, upperArm, armholeDepth, waist, hip });

const withLength = (rows: Row[], extra: number): BodySize[] =>
  rows.map((r) => ({ ...r, bodyLength: r.backWaist + extra }));

export const WOMEN_SIZES: readonly BodySize[] = withLength(
  [
    row('XS', 29, 27.25, 16.5, 14.25, 16.5, 9.75, 6.25, 23.5, 33.5),
    row('S', 33, 28.25, 17, 14.75, 17, 10.25, 6.75, 25.75, 35.5),
    row('M', 37, 29.25, 17.25, 16.25, 17, 11, 7.25, 29, 39),
    row('L', 41, 30.25, 17.5, 17.25, 17.5, 12, 7.75, 33, 43),
    row('1X', 45, 31.25, 17.75, 17.5, 17.5, 13.5, 8.25, 37, 47),
    row('2X', 49, 31.75, 18, 18, 18, 15.5, 8.75, 41, 51),
    row('3X', 53, 32.75, 18, 18, 18, 17, 9.25, 45, 55),
    row('4X', 57, 32.75, 18.5, 18.5, 18.5, 18.5, 9.75, 49, 59),
    row('5X', 61, 33.25, 18.5, 18.5, 18.5, 19.5, 10.25, 53, 63),
  ],
  6,
);

// CYC's man chart gives chest, neck-to-cuff, back hip length, cross back and sleeve; the back hip length goes in
// as back waist + 6 so that the same rule gives it back.
export const MEN_SIZES: readonly BodySize[] = withLength(
  [
    row('S', 35, 32.25, 25.25 - 6, 15.75, 18, 10.5, 8, 31, 35),
    row('M', 39, 33.25, 26.625 - 6, 16.75, 18.5, 11.75, 8.5, 35, 39),
    row('L', 43, 34.25, 27.125 - 6, 17.75, 19.5, 13, 9, 39, 43),
    row('XL', 47, 35.25, 27.625 - 6, 18.25, 20, 14, 9.5, 43, 47),
    row('XXL', 51, 36.25, 28.25 - 6, 18.75, 20.5, 15.25, 10, 47, 51),
  ],
  6,
);

export const CHILD_SIZES: readonly BodySize[] = withLength(
  [
    row('2', 21, 18, 8.5, 9.25, 8.5, 7, 4.5, 21, 23),
    row('4', 23, 19.5, 9.5, 9.75, 10.5, 7.5, 5, 21.5, 24),
    row('6', 25, 20.5, 10.5, 10.25, 11.5, 8, 5.5, 22.5, 25),
    row('8', 26.5, 22, 12.5, 10.75, 12.5, 8.5, 6, 23.5, 27),
    row('10', 28, 24, 14, 11.25, 13.5, 9, 6.5, 24.5, 29),
    row('12', 30, 26, 15, 12, 15, 9.5, 7, 25.5, 32),
    row('14', 31.5, 27, 15.5, 12.25, 16, 10, 7.5, 26.5, 33.5),
    row('16', 32.5, 28, 16, 13, 16.5, 10.5, 8, 27, 35),
  ],
  3,
);

export const BABY_SIZES: readonly BodySize[] = withLength(
  [
    row('3 months', 16, 10.5, 6, 7.25, 6, 5.5, 3.25, 17, 16),
    row('6 months', 17, 11.5, 7, 7.75, 6.5, 6, 3.5, 17.5, 17),
    row('12 months', 18, 12.5, 7.5, 8.25, 7.5, 6.5, 3.75, 18, 18),
    row('18 months', 19, 14, 8, 8.5, 8, 7, 4, 18.5, 19),
    row('24 months', 20, 18, 8.5, 8.75, 8.5, 7.5, 4.25, 19, 20),
  ],
  2,
);
