import { isPdf } from '@yarn-mgmt/nest-kit/storage';
import { cleanFileName } from './pdf-upload.interceptor.js';

describe('uploads', () => {
  it('tells a PDF by its first bytes', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('keeps only the base name of the uploaded file, without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\hat.pdf')).toBe('hat.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(cleanFileName(undefined)).toBe('pattern.pdf');
  });
});
