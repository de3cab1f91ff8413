import { DESIGNER_API, DesignerDocumentInputSchema, DesignerInputSchema } from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { toolsSuite } from './helpers.js';

// Hostile input: every write endpoint of the designer refuses a malformed body with a 4xx in the error shape
// and changes nothing; a body the contract accepts never makes the engine fail with a 5xx. No patterns service
// runs (port 9), so Save's accepted bodies would be its 503 "unavailable": only its refusals are sent.
const suite = toolsSuite('tools_designer_fuzz');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
const valid = () => ({
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
  size: 'M',
  patternStyle: 'relaxed',
  specialFeatures: 'stripes',
});

describe('hostile requests to /ai-designer', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => DESIGNER_API.generate,
    schema: DesignerInputSchema,
    valid,
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => DESIGNER_API.pdf,
    schema: DesignerDocumentInputSchema,
    valid,
    as: ann,
    maxAccepted: 40,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => DESIGNER_API.save,
    schema: DesignerDocumentInputSchema,
    valid,
    as: ann,
    maxAccepted: 0,
  });
});
