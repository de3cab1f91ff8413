import { describe, expect, it } from '@jest/globals';
import { findPdfImages } from './pdf-images.js';

/** The objects of a PDF as a reader meets them in the file (no xref needed to find image dictionaries). */
const pdfOf = (...objects: string[]) =>
  new Uint8Array(
    Buffer.from(
      `%PDF-1.7\n${objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`).join('')}%%EOF\n`,
      'latin1',
    ),
  );

describe('findPdfImages', () => {
  it('lists each image object once, with its size and coding, and none of the rest', () => {
    const images = findPdfImages(
      pdfOf(
        '<< /Type /Page /Resources << /ProcSet [/PDF /ImageC] /XObject << /Im1 2 0 R /Im2 3 0 R >> >> >>',
        '<< /Type /XObject /Subtype /Image /Width 640 /Height 480 /BitsPerComponent 8 /Filter /DCTDecode /Length 3 >>\nstream\nabc\nendstream',
        '<</Subtype/Image/Width 120/Height 80/Filter[/FlateDecode/JPXDecode]/SMask 4 0 R/Length 1>>stream\nx\nendstream',
        '<< /Subtype /Image /Width 120 /Height 80 /ColorSpace /DeviceGray /Length 1 >>\nstream\ny\nendstream',
        '<< /Subtype /Form /BBox [0 0 10 10] /Length 1 >>\nstream\nz\nendstream',
        '<< /Subtype /Image /Width 9 0 R /Height 10 /ImageMask true /Filter /CCITTFaxDecode /Length 1 >>\nstream\nw\nendstream',
      ),
    );
    expect(images).toEqual([
      { ref: '2 0', width: 640, height: 480, format: 'jpeg' },
      { ref: '3 0', width: 120, height: 80, format: 'jpeg2000' },
      { ref: '6 0', width: null, height: 10, format: 'fax' },
    ]);
  });

  it('finds none in a PDF of text only', () => {
    expect(findPdfImages(pdfOf('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'))).toEqual([]);
  });
});
