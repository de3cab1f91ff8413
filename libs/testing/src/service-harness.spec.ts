import { Controller, Get } from '@nestjs/common';
import { CurrentUser, JwtAuthModule, jwksUrlOf, type AuthUser } from '@yarn-mgmt/nest-kit';
import { probeModule } from './probe-module.js';
import { startServiceHarness, type ServiceHarness } from './service-harness.js';

@Controller('me')
class MeController {
  @Get()
  me(@CurrentUser() user: AuthUser) {
    return user;
  }
}

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startServiceHarness(
    (env) =>
      probeModule(
        env,
        [MeController],
        [JwtAuthModule.forRoot({ jwksUrl: jwksUrlOf(env.ACCOUNT_URL ?? '') })],
      ),
    { name: 'harness_probe' },
  );
});
afterAll(() => svc?.close());

describe('startServiceHarness', () => {
  it('runs the app on a fresh database and signs a caller per test user, verified through its JWKS', async () => {
    const ann = svc.user('ann');
    expect(svc.user('ann')).toBe(ann);
    const me = await ann.get('/me').expect(200);
    expect(me.body).toEqual({ id: ann.id, email: ann.email, role: 'user' });
    const boss = svc.user('boss', { role: 'admin' });
    expect((await boss.call('GET', '/me')).body).toMatchObject({ id: boss.id, role: 'admin' });
    expect(boss.id).not.toBe(ann.id);
    await svc.anonymous.get('/me').expect(401);
    expect(await svc.query<{ db: string }>('SELECT current_database() AS db')).toEqual([{ db: svc.db.name }]);
  });
});
