import { envelope, errorMap, OPS, type Op } from './operations.ts';
import { ref, type Schema } from './schemas.ts';

/** Query parameters a call may leave out: where to go after logout, the rate a programme asks its quote for. */
const OPTIONAL_QUERY = ['redirect_uri', 'roiPct', 'rateConcessionPct'];
const json = (schema: Schema) => ({ 'application/json': { schema } });

function operation(op: Op): Schema {
  const responses: Record<string, unknown> = {
    200: {
      description: 'Success',
      content: json(envelope(op.data)),
      ...(op.noStore ? { headers: { 'Cache-Control': { schema: { const: 'no-store' } } } } : {}),
    },
    400: { description: 'Refused: map of code to message (spec §8)', content: json(errorMap) },
  };
  if (op.auth !== false)
    responses[401] = { description: 'Missing, forged or expired x-auth-token (UNAUTHORIZED)', content: json(errorMap) };
  if (op.method === 'get' && op.auth !== false)
    responses[503] = { description: 'Temporarily unavailable (scenario 9000000050); retry', content: json(errorMap) };
  for (const [status, { description, schema }] of Object.entries(op.extra ?? {}))
    responses[status] = { description, content: json(schema) };
  return {
    operationId: `${op.method}${op.path.replace(/[^a-zA-Z]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    tags: [op.tag],
    ...(op.auth === false ? { security: [] } : {}),
    ...(op.query
      ? {
          parameters: Object.entries(op.query).map(([name, description]) => ({
            name,
            in: 'query',
            required: !OPTIONAL_QUERY.includes(name),
            description,
            schema: { type: 'string' },
          })),
        }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: json(ref(op.body)) } } : {}),
    responses,
  };
}

function page(title: string, query: Record<string, string>): Schema {
  return {
    get: {
      operationId: `page ${title}`.replace(/[^a-zA-Z]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()),
      summary: `External page: ${title}`,
      tags: ['external pages'],
      security: [],
      parameters: Object.entries(query).map(([name, description]) => ({
        name,
        in: 'query',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      responses: {
        200: {
          description: 'HTML page with the two choices',
          content: { 'text/html': { schema: { type: 'string' } } },
        },
        404: { description: 'Unknown session', content: { 'text/html': { schema: { type: 'string' } } } },
      },
    },
    post: {
      operationId: `decide ${title}`.replace(/[^a-zA-Z]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()),
      summary: `The page's form: redirects to the return address with Status=success or Status=failed`,
      tags: ['external pages'],
      security: [],
      requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: ref('PageChoice') } } },
      responses: {
        302: { description: 'Back to the return address given in the create call' },
        404: { description: 'Unknown session', content: { 'text/html': { schema: { type: 'string' } } } },
      },
    },
  };
}

export function paths(): Record<string, Schema> {
  const result: Record<string, Record<string, Schema>> = {};
  for (const op of OPS) (result[op.path] ??= {})[op.method] = operation(op);
  const session = { session: 'Page session id from the create call' };
  return {
    ...result,
    '/pages/bank-statement': page('Share your bank statements', session),
    '/pages/kyc': page('KYC', { kind: 'individual or entity', ...session }),
    '/pages/confirm-address': page('Confirm your address', session),
    '/pages/mandate': page('E-mandate', session),
    '/pages/esign': page('E-sign', session),
  };
}
