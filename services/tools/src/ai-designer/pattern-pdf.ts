import { DESIGNER_OPTION_LABELS, type DesignerPattern } from '@yarn-mgmt/contracts';
import type { Design } from '@yarn-mgmt/domain/designer';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

const PAGE = { margin: 54, width: 612, height: 792 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#222222';
const ACCENT = '#8a5a44';

/** Characters the standard fonts' WinAnsi encoding has, beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the PDF's standard fonts can draw: anything else (an emoji, an arrow) becomes '?'. */
export const drawable = (text: string): string =>
  [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || char === '\t') return char;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
        ? char
        : '?';
    })
    .join('');

/** The notes' lines, with the gauge and the abbreviations drawn in sections of their own. */
function splitNotes(notes: string) {
  const lines = notes.split('\n').filter((line) => line.trim());
  const gauge = lines.find((line) => /^(Gauge|Tension): /.test(line)) ?? null;
  const abbreviationLine = lines.find((line) => line.startsWith('Abbreviations: ')) ?? '';
  const abbreviations = abbreviationLine
    .replace(/^Abbreviations: /, '')
    .replace(/\.$/, '')
    .split('; ')
    .filter(Boolean);
  return { gauge, abbreviations, rest: lines.filter((line) => line !== abbreviationLine && line !== gauge) };
}

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string) {
  if (doc.y > PAGE.height - PAGE.margin - 80) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(drawable(text));
  doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK);
}

function paragraph(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions = {}) {
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(INK)
    .text(drawable(text), { paragraphGap: 4, ...options });
}

function titlePage(doc: Doc, design: Design, pattern: DesignerPattern, gauge: string | null) {
  doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(drawable(pattern.title));
  doc.moveDown(0.5);
  if (pattern.description) paragraph(doc, pattern.description);
  doc.moveDown(0.5);
  const sizes =
    design.sizes.length > 1 ? `${design.sizes[0]} (${design.sizes.slice(1).join(', ')})` : design.sizes[0];
  const facts: [string, string][] = [
    ['Craft', DESIGNER_OPTION_LABELS[design.craftType]],
    ['Difficulty', DESIGNER_OPTION_LABELS[design.difficulty]],
    ['Yarn weight', DESIGNER_OPTION_LABELS[design.yarnWeight]],
    ['Sizes', sizes],
    [design.craftType === 'knitting' ? 'Needles' : 'Hook', design.needleSizes.join(', ')],
  ];
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(drawable(value));
  heading(doc, 'Materials');
  for (const line of pattern.materials) paragraph(doc, `•  ${line}`, { indent: 0 });
  heading(doc, design.terms === 'UK' && design.craftType === 'crochet' ? 'Tension' : 'Gauge');
  paragraph(
    doc,
    gauge
      ? gauge.replace(/^(Gauge|Tension): /, '')
      : `${design.gauge.stitches} sts and ${design.gauge.rows} rows = ${design.gauge.over}`,
  );
}

function schematicPage(doc: Doc, design: Design) {
  doc.addPage();
  heading(doc, 'Schematic');
  const size = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(design.schematicSvg);
  const [w, h] = size ? [Number(size[1]), Number(size[2])] : [560, 560];
  const room = PAGE.height - PAGE.margin - doc.y - 10;
  const scale = Math.min(TEXT_WIDTH / w, room / h);
  SVGtoPDF(doc, design.schematicSvg, PAGE.margin, doc.y, {
    width: w * scale,
    height: h * scale,
    assumePt: true,
  });
  doc.y += h * scale;
}

function instructionsPages(doc: Doc, pattern: DesignerPattern) {
  doc.addPage();
  heading(doc, 'Instructions');
  for (const line of pattern.instructions.split('\n')) {
    if (!line.trim()) {
      doc.moveDown(0.4);
      continue;
    }
    // A section heading: the engine writes them in capitals ("BODY", "SLEEVES (make 2)").
    if (/^[A-Z][A-Z0-9 ,'&-]+(\(make \d+\))?$/.test(line.trim())) {
      if (doc.y > PAGE.height - PAGE.margin - 60) doc.addPage();
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(drawable(line.trim()));
      continue;
    }
    paragraph(doc, line);
  }
}

function footers(doc: Doc, title: string) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Drawn in the bottom margin: without it, pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(
        `${drawable(title)} - page ${i + 1} of ${range.count} - every count checked by the AI Pattern Designer's engine`,
        PAGE.margin,
        PAGE.height - PAGE.margin + 20,
        { width: TEXT_WIDTH, align: 'center', lineBreak: false },
      );
  }
}

/**
 * The pattern as a PDF (DECISIONS 12: Download, and the file Save attaches): a title page with the materials and
 * the gauge, the schematic, the instructions, the notes and the abbreviations. Real text throughout (a reader
 * finds "Cast on 88 (96, 104) sts"); the schematic is drawn from its SVG as vectors.
 */
export function renderPatternPdf(design: Design, pattern: DesignerPattern): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: drawable(pattern.title),
      Creator: 'Yarn Management: AI Pattern Designer',
      Subject: pattern.description.slice(0, 500),
      Keywords: [design.craftType, design.projectType, design.yarnWeight].join(', '),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const notes = splitNotes(pattern.notes);
  titlePage(doc, design, pattern, notes.gauge);
  schematicPage(doc, design);
  instructionsPages(doc, pattern);
  heading(doc, 'Notes');
  for (const line of notes.rest) paragraph(doc, line);
  if (notes.abbreviations.length) {
    heading(doc, 'Abbreviations');
    for (const entry of notes.abbreviations) paragraph(doc, entry, { paragraphGap: 1 });
  }
  footers(doc, pattern.title);
  doc.end();
  return done;
}
