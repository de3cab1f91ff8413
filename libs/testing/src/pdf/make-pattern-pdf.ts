import { PDFDocument, PDFHexString, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { drawYarnPicture, type YarnPicture } from './yarn-picture.js';

export interface PatternPdfOptions {
  /** Font size in points (default 10); lines are set 1.3 times apart, a blank line a paragraph break. */
  fontSize?: number;
  /** At least this many pages: blank pages are added after the text (to test a reader's page cap). */
  minPages?: number;
  /** A scanned pattern: each page is a picture (a grey box) with no text in it. */
  scanned?: boolean;
  /**
   * A password-protected PDF: the standard security handler in the trailer, with owner and user keys that no
   * empty password opens, as a real reader meets an encrypted upload.
   */
  passwordProtected?: boolean;
  /**
   * Pictures (balls of yarn, PNG) at the top of the first page, side by side, 200 pt high, before the text: a
   * pattern's photo, for the cover maker (its largest picture) and the demo library.
   */
  pictures?: YarnPicture[];
}

const PICTURE_HEIGHT = 200;

const PAGE = { width: 612, height: 792, margin: 50 };

/** The font's encoding has no ligatures or exotic symbols: fold what it can, mark what it cannot. */
function encodable(line: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...line.normalize('NFKC')]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : char === '\t' ? '    ' : '?'))
    .join('');
}

/** Wraps a line at word boundaries to the page's text width. */
function wrap(line: string, font: PDFFont, size: number): string[] {
  const width = PAGE.width - 2 * PAGE.margin;
  if (font.widthOfTextAtSize(line, size) <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/(?<= )/)) {
    if (current && font.widthOfTextAtSize(current + word, size) > width) {
      out.push(current.trimEnd());
      current = '';
    }
    current += word;
  }
  if (current) out.push(current.trimEnd());
  return out;
}

/**
 * A real PDF of a pattern's text for tests and e2e uploads: each line of `text` set as a line of real text
 * (Helvetica), wrapped to the page, on as many Letter pages as it needs.
 */
export async function makePatternPdf(text: string, options: PatternPdfOptions = {}): Promise<Uint8Array> {
  const { fontSize = 10, minPages = 1, scanned = false, passwordProtected = false, pictures = [] } = options;
  const document = await PDFDocument.create();
  document.setTitle('Pattern');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const leading = fontSize * 1.3;
  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  let x = PAGE.margin;
  for (const picture of pictures) {
    const image = await document.embedPng(drawYarnPicture(picture));
    const width = (PICTURE_HEIGHT * picture.width) / picture.height;
    page.drawImage(image, { x, y: y - PICTURE_HEIGHT, width, height: PICTURE_HEIGHT });
    if (picture.caption) page.drawText(picture.caption, { x, y: y - PICTURE_HEIGHT - 10, size: 7, font });
    x += width + 10;
  }
  if (pictures.length) y -= PICTURE_HEIGHT + 2 * fontSize + 10;
  const lines = text
    .split(/\r?\n/)
    .flatMap((line) => (line.trim() ? wrap(encodable(line, font), font, fontSize) : ['']));
  for (const line of lines) {
    if (y < PAGE.margin) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    if (line && scanned)
      page.drawRectangle({ x: PAGE.margin, y, width: 300, height: fontSize, color: rgb(0.6, 0.6, 0.6) });
    else if (line) page.drawText(line, { x: PAGE.margin, y, size: fontSize, font });
    y -= leading;
  }
  while (document.getPageCount() < minPages) document.addPage([PAGE.width, PAGE.height]);
  if (passwordProtected) {
    const key = (byte: number) => PDFHexString.of(byte.toString(16).padStart(2, '0').repeat(32));
    const encrypt = document.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: key(0xa5),
      U: key(0x5a),
      P: -44,
    });
    document.context.trailerInfo.Encrypt = document.context.register(encrypt);
    document.context.trailerInfo.ID = document.context.obj([key(0x11), key(0x11)]);
  }
  return document.save({ useObjectStreams: false });
}
