import { PDF_PROCESSOR_API } from '@yarn-mgmt/contracts';
import { DATABASE_UNAVAILABLE_REPLY, repliesAroundDatabaseOutage } from '@yarn-mgmt/testing';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

const suite = toolsSuite('tools_db_down');

describe('a database that cannot be reached', () => {
  it('answers a clear JSON 503, and the service recovers when the database is back', async () => {
    const token = suite.token();
    const uploaded = await suite.call('POST', PDF_PROCESSOR_API.upload, {
      token,
      form: pdfForm(await hatPdf()),
    });
    const id = (uploaded.body as { id: string }).id;
    const replies = await repliesAroundDatabaseOutage(suite.harness.db, () =>
      suite.call('GET', PDF_PROCESSOR_API.result(id), { token }),
    );
    expect(replies).toMatchObject({
      before: { status: 200 },
      down: DATABASE_UNAVAILABLE_REPLY,
      after: { status: 200 },
    });
  });
});
