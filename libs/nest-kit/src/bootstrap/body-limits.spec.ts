import { Body, ConsoleLogger, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { Public } from '../auth/decorators.js';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';
import { ROUTE_BODY_LIMITS, type RouteBodyLimit } from './body-limits.js';

@Public()
@Controller()
class SizesController {
  @Post('small')
  @HttpCode(200)
  small(@Body() body: { text: string }) {
    return { length: body.text.length };
  }

  @Post('large')
  @HttpCode(200)
  large(@Body() body: { text: string }) {
    return { length: body.text.length };
  }
}

const LARGE: RouteBodyLimit[] = [{ path: '/large', limit: '3mb' }];

@Module({ controllers: [SizesController], providers: [{ provide: ROUTE_BODY_LIMITS, useValue: LARGE }] })
class SizesModule {}

@Module({ controllers: [SizesController] })
class PlainModule {}

/** The app's error lines (Nest logs an exception it caught at start-up there). */
class ErrorLines extends ConsoleLogger {
  readonly lines: string[] = [];
  override error(message: unknown) {
    this.lines.push(String(message));
  }
}
const plainErrors = new ErrorLines();

let withLimit: ProbeApp;
let plain: ProbeApp;
beforeAll(async () => {
  withLimit = await startProbeApp(SizesModule);
  plain = await startProbeApp(PlainModule, { logger: plainErrors });
});
afterAll(() => Promise.all([withLimit.app.close(), plain.app.close()]));

async function post(probe: ProbeApp, path: string, bytes: number) {
  const response = await fetch(`${probe.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(bytes) }),
  });
  return response.status;
}

describe('ROUTE_BODY_LIMITS', () => {
  it("gives a module's route its own JSON body limit, and leaves every other route at the app's", async () => {
    expect(await post(withLimit, '/large', 2 * 1024 * 1024)).toBe(200);
    expect(await post(withLimit, '/large', 4 * 1024 * 1024)).toBe(413);
    expect(await post(withLimit, '/small', 2 * 1024 * 1024)).toBe(413);
    expect(await post(withLimit, '/small', 1_000)).toBe(200);
  });

  it('is nothing without a module that provides one, and no error at start', async () => {
    expect(plainErrors.lines).toEqual([]);
    expect(await post(plain, '/large', 2 * 1024 * 1024)).toBe(413);
    expect(await post(plain, '/large', 1_000)).toBe(200);
  });
});
