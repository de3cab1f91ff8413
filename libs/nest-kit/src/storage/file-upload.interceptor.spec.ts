import {
  Controller,
  Inject,
  Injectable,
  Module,
  Post,
  UploadedFile,
  UseInterceptors,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { domainErrorClass } from '../errors/domain-error.js';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import { FILE_STORAGE, LocalDiskFileStorage, type FileStorage } from './file-storage.js';
import { FileUploadInterceptor } from './file-upload.interceptor.js';
import { isPdf } from './image-type.js';

// What a service declares: the tools service's PDF upload, as it would write it.
const PDF_MAX_BYTES = 1_000;
class ToolsError extends domainErrorClass({
  PDF_TOO_LARGE: [400, 'The PDF is larger than 1 KB'],
  PDF_MISSING: [400, 'Choose a PDF to upload'],
  PDF_TYPE: [400, 'This file is not a PDF'],
  STORAGE_FULL: [413, 'Your storage is full'],
}) {}

interface StoredToolPdf {
  storageKey: string;
  size: number;
  originalName: string;
}

@Injectable()
class ToolPdfUploadInterceptor extends FileUploadInterceptor<StoredToolPdf> {
  constructor(@Inject(FILE_STORAGE) files: FileStorage, @Inject('BYTES_LEFT') bytesLeft: number) {
    super(files, {
      field: 'pdf',
      maxBytes: PDF_MAX_BYTES,
      fileName: () => `${Date.now()}.pdf`,
      declaredType: (type) => type === 'application/pdf',
      quota: { bytesLeft: () => Promise.resolve(bytesLeft), full: () => new ToolsError('STORAGE_FULL') },
      accept: ({ storageKey, size, head, file }) =>
        isPdf(head) ? { storageKey, size, originalName: file.originalname ?? '' } : null,
      refuse: {
        tooLarge: () => new ToolsError('PDF_TOO_LARGE'),
        missing: () => new ToolsError('PDF_MISSING'),
        wrongType: () => new ToolsError('PDF_TYPE'),
      },
    });
  }
}

@Controller('pdfs')
class PdfsController {
  @Post()
  @UseInterceptors(ToolPdfUploadInterceptor)
  upload(@UploadedFile() file: StoredToolPdf | undefined) {
    return file ?? { none: true };
  }
}

/** Every request is ann's (the JWT guard's part, in a service). */
const signedIn: CanActivate = {
  canActivate: (context: ExecutionContext) => {
    context.switchToHttp().getRequest<{ user: unknown }>().user = { id: 'ann', email: 'a@b.c', role: 'user' };
    return true;
  },
};

let root: string;
const apps: ProbeApp[] = [];

async function start(bytesLeft = 10_000) {
  @Module({
    controllers: [PdfsController],
    providers: [
      { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(root) },
      { provide: 'BYTES_LEFT', useValue: bytesLeft },
      { provide: APP_GUARD, useValue: signedIn },
      ToolPdfUploadInterceptor,
    ],
  })
  class ToolsModule {}
  const probe = await startProbeApp(ToolsModule);
  apps.push(probe);
  return async (bytes: Buffer | null, { field = 'pdf', type = 'application/pdf' } = {}) => {
    const form = new FormData();
    if (bytes) form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'chart.pdf');
    else form.append('note', 'no file');
    const response = await fetch(`${probe.url}/pdfs`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const kept = async () => readdir(path.join(root, 'ann')).catch(() => []);
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const refused = (code: string, message: string, statusCode = 400) => ({
  status: statusCode,
  body: { statusCode, error: message, code },
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'file-upload-'));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((probe) => probe.app.close()));
  await rm(root, { recursive: true, force: true });
});

describe('FileUploadInterceptor', () => {
  it("keeps a file of the right type in the user's folder and hands the handler what accept made", async () => {
    const upload = await start();
    const { status, body } = await upload(pdf(500));
    expect(status).toBe(201);
    // multer lays its own fields (fieldname, mimetype...) beside them.
    expect(body).toMatchObject({ size: 500, originalName: 'chart.pdf' });
    expect(body.storageKey).toMatch(/^ann\/\d+\.pdf$/);
    expect(await kept()).toHaveLength(1);
  });

  it("answers each refusal with the feature's own error and keeps nothing", async () => {
    const upload = await start();
    expect(await upload(Buffer.from('GIF89a not a pdf'))).toEqual(
      refused('PDF_TYPE', 'This file is not a PDF'),
    );
    expect(await upload(pdf(500), { type: 'image/png' })).toEqual(
      refused('PDF_TYPE', 'This file is not a PDF'),
    );
    expect(await upload(Buffer.alloc(0))).toEqual(refused('PDF_MISSING', 'Choose a PDF to upload'));
    expect(await upload(pdf(500), { field: 'other' })).toEqual(
      refused('PDF_MISSING', 'Choose a PDF to upload'),
    );
    expect(await upload(pdf(PDF_MAX_BYTES + 1))).toEqual(
      refused('PDF_TOO_LARGE', 'The PDF is larger than 1 KB'),
    );
    expect(await kept()).toEqual([]);
    expect(await upload(null)).toEqual({ status: 201, body: { none: true } });
  });

  it('cuts a file at what the quota leaves: storage full, not too large', async () => {
    const upload = await start(300);
    expect(await upload(pdf(500))).toEqual(refused('STORAGE_FULL', 'Your storage is full', 413));
    expect((await upload(pdf(200))).status).toBe(201);
    expect(await kept()).toHaveLength(1);
  });
});
