import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: what shop handouts, blog pages, retyped leaflets and translations print beside a pattern's own values.
describe('readPatternText beside asides of shops, blogs and retyped leaflets', () => {
  it("reads a child's sizes with the age's unit given to the first once the wearer is gone", () => {
    expect(readPatternText("SIZES\nChild's 4 (6, 8) years").sizes?.value).toEqual([
      '4 years',
      '6 years',
      '8 years',
    ]);
  });

  it("takes the name set below a blog headline naming its stitch ('Linen Stitch Placemats')", () => {
    const page = [
      'Linen Stitch Placemats: Free Knitting Pattern - The Crooked Porch',
      'By Kelsey Marsh | 23 comments',
      '',
      'Spring cleaning got me looking at our table.',
      '',
      'Orchard Placemats',
      'Yarn: 2 skeins cotton',
    ].join('\n');
    expect(readPatternText(page).title?.value).toBe('Orchard Placemats');
  });

  it("leaves out other patterns 'also free', a tester's length and a sample's grams with its yarn named between", () => {
    const text = [
      'YARN',
      '4 ply merino, 2 x 100g skeins (400m per skein)',
      'The sample was made in Ridgetop Merino Silk 4 ply in "Heath" and used 176g.',
      'One of my testers used 3 skeins of a 350m yarn for a deeper version.',
      '',
      'Fell Beanie and Fell Scarf patterns also free: beanie 1 hank, scarf 3 hanks.',
    ].join('\n');
    expect(readPatternText(text).yardage?.value).toEqual([{ size: null, yards: 875 }]);
  });

  it("reads 'Hook, Size J' and no tool from '5 botones de 20 mm'", () => {
    const text = 'Afghan Hook, Size J\nCrochet Hook, Size H, for border.\n5 botones de 20 mm / 5 buttons';
    expect(readPatternText(text).needle_sizes?.value).toEqual([
      { us: 'J-10', mm: 6 },
      { us: 'H-8', mm: 5 },
    ]);
  });

  it("reads no round from a border 'all around the blanket', and no technique from this month's classes", () => {
    const text = [
      'Row 1: Ch 3, dc in each st.',
      'BORDER: work 1 rnd sc all around the blanket.',
      '',
      'THIS MONTH AT THE SHOP',
      'Intro to Cables: Sat Nov 8, 10 am',
    ].join('\n');
    expect(readPatternText(text).techniques).toBeUndefined();
  });

  it("reads 'from the ribbed lower edge upwards' as bottom-up, and names no one who only typed the pattern up", () => {
    const text =
      'Leaflet 212 (no designer named). Typed up by Doreen M. for the group.\n\nBACK\nWorked from the ribbed lower edge upwards.';
    const reading = readPatternText(text);
    expect(reading.techniques?.value).toEqual(['bottom-up']);
    expect(reading.designer).toBeUndefined();
  });

  it("reads a 'Mega Chunky' yarn as super chunky", () => {
    expect(readPatternText('YARN\nWoolhouse Mega Chunky, 100 g balls').yarn_weight?.value).toBe(
      'Super Chunky',
    );
  });

  it('reads a column of lengths with their unit in every cell, as the yardage per size', () => {
    const table = [
      'SIZES AND YARDAGE',
      'Size   Finished bust   Length   Yardage',
      'S      38"             24.5"    1,160 yds',
      'M      42"             25"      1,290 yds',
      'L      46"             25.5"    1,410 yds',
    ].join('\n');
    expect(readPatternText(table).yardage?.value).toEqual([
      { size: 'S', yards: 1160 },
      { size: 'M', yards: 1290 },
      { size: 'L', yards: 1410 },
    ]);
  });

  it("keeps 'MC: <shade>' in the yarn section, leaves out 'Next in this chapter' and a sample's grams after a decimal", () => {
    const text = [
      'YARN',
      'Hearth DK (222 yds / 203 m per 100 g skein)',
      'MC: Juniper, 4 skeins',
      'CC1: Bone, 1 skein',
      'The sample used 3.6 skeins of MC and 71 g of CC1.',
      '',
      'Next in this chapter: 5. Laine Scarf (1 skein, 100 g = 800 m)',
    ].join('\n');
    expect(readPatternText(text).yardage?.value).toEqual([{ size: null, yards: 1110 }]);
  });

  it('reads the English name after a name in another script, without how it is made or who translated it', () => {
    const page =
      '모찌 해달 / Mochi the Sea Otter - amigurumi pattern\nEnglish translation: Grace Lim\nMaterials';
    expect(readPatternText(page).title?.value).toBe('Mochi the Sea Otter');
    expect(readPatternText('Rūta socks (toe-up, lace leg)\nby Ona Kairė').title?.value).toBe('Rūta socks');
  });
});
