import { paths } from './paths.ts';
import { requests } from './requests.ts';
import { components, type Schema } from './schemas.ts';

/**
 * The OpenAPI 3.1 description of the sandbox, written to docs/openapi.json (`npx tsx src/sandbox/openapi/write.ts`);
 * a contract test fails when the file is stale, checks it against journey-config/common/api.json and validates
 * real answers against it.
 */
export function buildOpenApi(): Schema {
  const openRequests = Object.fromEntries(
    Object.entries(requests).map(([name, s]) => [name, { ...s, additionalProperties: true }]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lender consumer API (sandbox)',
      version: '1.0.0',
      description:
        'The local simulator of the lender\'s consumer API (spec §7) and its external pages. Served at the root; the app reaches it through /api. Successful answers are {"data": ...}; errors are a map of code to message (spec §8). Scenario triggers: docs/sandbox.md.',
    },
    servers: [{ url: 'http://127.0.0.1:4010' }],
    security: [{ authToken: [] }],
    paths: paths(),
    components: {
      securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      schemas: {
        ...components,
        ...openRequests,
        Applicants: { type: 'array', items: { $ref: '#/components/schemas/Applicant' } },
      },
    },
  };
}
