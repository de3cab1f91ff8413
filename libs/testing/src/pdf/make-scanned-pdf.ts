import { drawPdfPage } from '@yarn-mgmt/nest-kit/pdf';
import { PDFDocument } from 'pdf-lib';
import { makePatternPdf } from './make-pattern-pdf.js';

/**
 * A scanned pattern, as a scanner writes one: the pattern's text printed (makePatternPdf), each page drawn at
 * about 216 dpi by pdf.js and kept only as a JPEG picture filling a Letter page. No text layer is left: a reader
 * finds the text only by OCR.
 */
export async function makeScannedPatternPdf(text: string, { fontSize = 12 } = {}): Promise<Uint8Array> {
  const printed = await makePatternPdf(text, { fontSize });
  const pages = (await PDFDocument.load(printed)).getPageCount();
  const scan = await PDFDocument.create();
  scan.setTitle('Scanned pattern');
  for (let number = 1; number <= pages; number += 1) {
    const { data } = await drawPdfPage(printed, number, { format: 'jpeg' });
    const picture = await scan.embedJpg(data);
    scan.addPage([612, 792]).drawImage(picture, { x: 0, y: 0, width: 612, height: 792 });
  }
  return scan.save({ useObjectStreams: false });
}
