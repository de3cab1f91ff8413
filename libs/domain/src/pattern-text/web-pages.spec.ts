import { describe, expect, it } from '@jest/globals';
import { readPatternText } from './read-pattern-text.js';

// Issue 23: what a web page, a shop listing or a forum prints around a pattern's name and credits.
const read = (lines: string[]) => readPatternText(lines.join('\n'));

describe("a page's navigation, its print header and its buttons", () => {
  it("passes a menu's words, a breadcrumb and the site's name from the print header", () => {
    const reading = read([
      '3/2/2026, 09:41     Bramble the Hedgehog | Free Crochet Pattern – Fern & Fable',
      'https://fernandfable.co.uk/bramble-hedgehog/',
      '',
      'FERN & FABLE          Home   Patterns   Blog   Contact',
      'Home » Free Patterns » Woodland Toys',
      '',
      'Bramble the Hedgehog | Free Crochet Pattern',
      'Posted on 2 March 2026 by Ada Lowe',
    ]);
    expect(reading.title?.value).toBe('Bramble the Hedgehog');
  });

  it("takes the name set where the post's 'Jump to Pattern' leads, past an advert, not the page's buttons", () => {
    const post = (under: string[]) =>
      read([
        'Easy Winter Pillow (Free Pattern!)',
        'By Ada Lowe | 40 Comments',
        '',
        '[Jump to Pattern]      [Pin It]',
        '',
        ...under,
        'MATERIALS',
        '4 skeins worsted',
      ]).title?.value;
    expect(post(['ADVERTISEMENT', '', 'THE HEARTH CUSHION', ''])).toBe('The Hearth Cushion');
    // A paragraph under the buttons: the headline stays.
    expect(
      post(['Friends, this is the cosiest thing I have made all winter and I cannot wait to share.', '']),
    ).toBe('Easy Winter Pillow');
  });

  it("reads a shop's barred keywords as no title, and drops '(Free Amigurumi Pattern)'", () => {
    expect(
      read([
        'KNITTING PATTERN Fox Toy PDF English Instructions | Woodland Softie | Nursery Gift Idea',
        'Digital download · PDF 9 pages',
        '',
        'FINN THE FOX',
        'Pattern design by: Mira Sato',
      ]).title?.value,
    ).toBe('Finn the Fox');
    expect(read(['Tilly the Turtle (Free Amigurumi Pattern)', '', 'MATERIALS']).title?.value).toBe(
      'Tilly the Turtle',
    );
  });
});

describe('credits and names in two languages', () => {
  it("reads 'Design ©' as the designer's credit before the studio's name", () => {
    const reading = read([
      'Wattle Knits',
      '',
      'BANKSIA BONNET',
      '',
      'Design © Mara Quinlan, Wattle Knits · Bendigo',
    ]);
    expect(reading.designer?.value).toBe('Mara Quinlan');
  });

  it('takes the English name under a name in capitals in another language, not a title on two lines', () => {
    expect(read(['MANTA TRENZAS ALHAMBRA', 'ALHAMBRA CABLE THROW', '', 'MATERIALS']).title?.value).toBe(
      'Alhambra Cable Throw',
    );
    expect(read(['COZY CABLED', 'BABY BLANKET', '', 'MATERIALS']).title?.value).toBe(
      'Cozy Cabled Baby Blanket',
    );
  });

  it("reads a leaflet's name in quotes in capitals after its article", () => {
    expect(read(['The "ARDLUI" GLOVES', 'for Ladies', '', 'MATERIALS: 2 ozs. 4-ply']).title?.value).toBe(
      'Ardlui Gloves',
    );
  });
});

describe("a forum's replies and a shop's calendar", () => {
  it("leaves out what a reply used and what the club's next project takes", () => {
    const reading = read([
      'Hill Socks',
      '',
      'MATERIALS: 1 skein sock yarn (100 g, 400 m).',
      '',
      'CLUB CALENDAR',
      'April: Market Tote. You will need 4 skeins cotton (each 120 yds).',
      '',
      'Reply from woolly_jo » Mon 3 Mar 2025',
      'I made mine from 2 x 50 g of sock yarn (210 m each).',
    ]);
    expect(reading.yardage?.value).toEqual([{ size: null, yards: 437 }]);
  });
});
