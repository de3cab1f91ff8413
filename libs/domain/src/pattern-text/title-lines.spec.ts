import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readTitleAndDesigner } from './title-designer.js';

const read = (text: string) => {
  const found = readTitleAndDesigner(normalisePatternLines(text));
  return { title: found.title?.value, designer: found.designer?.value };
};

// Issue 23, publishers' leaflets and magazines (real-world part 10/11): what is set above or beside the title.
describe('readTitleAndDesigner, lines set above the title', () => {
  it('passes a yarn named by its weight above the title', () => {
    expect(read('FREE PATTERN\nPaintbox Yarns Cotton DK\nSunny Day Blanket').title).toBe('Sunny Day Blanket');
    expect(read('Snuggly DK\nLeaflet 5321\nLITTLE ACORN CARDIGAN\n\nMEASUREMENTS').title).toBe(
      'Little Acorn Cardigan',
    );
  });

  it("reads a studio's line as the designer, not the title", () => {
    expect(read('Hanna Lindqvist Designs\nSALTMARSH\na crescent shawl')).toEqual({
      title: 'Saltmarsh',
      designer: 'Hanna Lindqvist',
    });
  });

  it("passes a publisher's name over its leaflet number, not a title over it", () => {
    // A leaflet's quoted name is recorded without its article and quotes (session 22's convention).
    expect(read('WELDON\'S\nNo. 347\nTHE "MAYFAIR" TWIN SET').title).toBe('Mayfair Twin Set');
    expect(read('Brambleside Cardigan\nDesigned by Sarah Hatton for The Knitter, issue 182').title).toBe(
      'Brambleside Cardigan',
    );
  });

  it('reads a name over a title in capitals as the designer', () => {
    expect(read('ROWAN\nMagazine 74\nMartin Storey\nELSPETH\nCabled sweater')).toEqual({
      title: 'Elspeth',
      designer: 'Martin Storey',
    });
    expect(read('Country Tweed Waistcoat\n\nMATERIALS\n6 balls').title).toBe('Country Tweed Waistcoat');
  });

  it('reads a name in capitals under a title that is not as the designer, unsure', () => {
    const found = readTitleAndDesigner(
      normalisePatternLines('INTERWEAVE · WINTER 2025\nRidgeline Pullover\nANNA MARTINEZ'),
    );
    expect([found.title?.value, found.designer?.value]).toEqual(['Ridgeline Pullover', 'Anna Martinez']);
    expect(found.designer?.confidence).toBeLessThan(0.5);
    expect(read('KIDS CHUNKY\nHOODIE\nby Jo Bell').title).toBe('Kids Chunky Hoodie');
  });
});

describe('readTitleAndDesigner, banners and second lines', () => {
  it("passes a download's banner and a PDF's revision line", () => {
    expect(read('Ravelry Free Download\nAutumn Leaves Cowl\nby Kim Lee').title).toBe('Autumn Leaves Cowl');
    expect(read('Version 2.1 - Updated March 2024\nTeal Cove Pullover\nLisa Grant')).toEqual({
      title: 'Teal Cove Pullover',
      designer: 'Lisa Grant',
    });
  });

  it('does not read a line naming a thing made as the designer under the title', () => {
    expect(read('Pattern #203\nCOBBLESTONE\nCabled Beanie').designer).toBeUndefined();
  });

  it("is unsure of a studio's words as the designer's name", () => {
    const found = readTitleAndDesigner(normalisePatternLines('Tin Can Knits\nFLAX\nA pullover for all'));
    expect(found.title?.value).toBe('Flax');
    expect(found.designer?.confidence).toBeLessThan(0.5);
  });
});

describe('readTitleAndDesigner, codes, instalments and capitals', () => {
  it('passes a pattern number with a long code, an instalment and a row of size letters', () => {
    expect(read('Bernat\nPattern Number: BRC0502-003528M\nCozy Cables Blanket').title).toBe(
      'Cozy Cables Blanket',
    );
    expect(read("Scheepjes CAL 2024\nSophie's Garden - Part 1").title).toBe("Sophie's Garden");
    expect(read('Sizes\nXS S M L XL').title).toBeUndefined();
  });

  it('writes a byline set in capitals as a name', () => {
    expect(read('DESIGNED BY MARIA SANTOS\nPoppy Field Shawl').designer).toBe('Maria Santos');
  });
});

describe("readTitleAndDesigner, yarn houses' lines", () => {
  it("passes a house's code line, its banner, and the yarn named under the house", () => {
    expect(read('DROPS Baby 33-12\nLittle Bunny\nKnitted baby set').title).toBe('Little Bunny');
    expect(read('A Knit Picks Pattern\nFireside Socks').title).toBe('Fireside Socks');
    expect(read('Debbie Bliss\nBaby Cashmerino\nCable Cardigan').title).toBe('Cable Cardigan');
    expect(read('Debbie Bliss\nBaby Cashmerino\nSizes: S (M)').title).toBe('Baby Cashmerino');
  });

  it("does not read a house's masthead as a studio, nor a labelled amount as a title", () => {
    expect(read('Drops Design\nWinter Cherry')).toEqual({ title: 'Winter Cherry', designer: undefined });
    expect(read('Sizes: S (M)\nAmount: 9 (10) balls').title).toBeUndefined();
  });
});

describe("readTitleAndDesigner, a house's yarn named first", () => {
  it('passes a yarn house and its yarn on the first line when a title follows', () => {
    expect(read('Novita 7 Veljestä\nTalvikki Socks\nSize: 36-37 (38-39)').title).toBe('Talvikki Socks');
    expect(read('Rowan Felted Tweed').title).toBe('Rowan Felted Tweed');
  });
});

describe('readTitleAndDesigner, lines around a title in capitals and bylines', () => {
  it('does not join the craft or a labelled line onto a title in capitals', () => {
    expect(read('LION BRAND® WOOL-EASE®\nCABLED THROW\nCROCHET').title).toBe('Cabled Throw');
    expect(read('RED HEART®\nHOODED BLANKET\nKNIT\nLEVEL: EASY').title).toBe('Hooded Blanket');
  });

  it('passes "Pattern written by" and reads the name after a knit-along', () => {
    expect(read('Pattern written by Jane Doe\nOakridge Vest')).toEqual({
      title: 'Oakridge Vest',
      designer: 'Jane Doe',
    });
    expect(read('Knit Along 2024 - The Winter Garden Blanket\nDesigned by Jane Doe').title).toBe(
      'The Winter Garden Blanket',
    );
  });

  it('reads a name beside its web address, or a studio under the title, as the designer', () => {
    expect(read('Jane Doe | janedoe.com\nMaple Leaf Mittens')).toEqual({
      title: 'Maple Leaf Mittens',
      designer: 'Jane Doe',
    });
    expect(read('Ivy Shawl | ivyknits.com\nSizes: one size').title).toBe('Ivy Shawl');
    expect(read('Oak Cardigan (Knit)\nJane Doe Designs © 2022').designer).toBe('Jane Doe');
    expect(read('Tin Can Knits\nFLAX\nA pullover').designer).toBe('Tin Can Knits');
  });
});

describe('readTitleAndDesigner, banners, tags and guides', () => {
  it.each([
    ['Garnstudio DROPS design\nPattern ai-123\nSunday Stroll', 'Sunday Stroll'],
    ['MDK Field Guide No. 18\nTransitions', 'Transitions'],
    ['Easy Knitting Pattern\nChunky Garter Scarf', 'Chunky Garter Scarf'],
    ['Crochet Pattern: Daisy Granny Square', 'Daisy Granny Square'],
    ['[Pattern] Rosebud Baby Blanket', 'Rosebud Baby Blanket'],
    ['Vogue Knitting Holiday 2023\n#12 Cabled Turtleneck', 'Cabled Turtleneck'],
    ['Free Knitting Pattern from The Yarn Company\nCloud Nine Cowl', 'Cloud Nine Cowl'],
    ['Amigurumi pattern\nSleepy Sloth\nby Mei Lin', 'Sleepy Sloth'],
  ])('%s', (text, title) => {
    expect(read(text).title).toBe(title);
  });
});

describe('readTitleAndDesigner, a masthead printed in two languages', () => {
  it('passes a shop or a pattern number named in two languages over the title', () => {
    const under = (masthead: string) => read(`${masthead}\n\nHarbour Mittens\n\nSIZES\nS (M)`).title;
    expect(under('BROOKSIDE YARNS / FILATURES BROOKSIDE')).toBe('Harbour Mittens');
    expect(under('Alder Wool Co. / Laines Alder\nPattern / Patron No. 12')).toBe('Harbour Mittens');
    expect(under('Fjordside Mills / Fjordside Spinneri\nOpskrift 7')).toBe('Harbour Mittens');
  });

  it('reads a title in two languages as the half that names the item in English, else whole', () => {
    expect(read('Harbour Mittens / Mitaines du Port\n\nSIZES\nS (M)').title).toBe('Harbour Mittens');
    expect(read('Kar Tanesi Patik - Snowflake Slippers\n\nSIZES\nS (M)').title).toBe('Snowflake Slippers');
    expect(read('Winter / Spring Cowl\n\nSIZES\nS (M)').title).toBe('Winter / Spring Cowl');
    expect(read('Lumi / Snow\n\nSIZES\nS (M)').title).toBe('Lumi / Snow');
  });
});
