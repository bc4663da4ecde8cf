import type { FastifyError, FastifyInstance } from 'fastify';
import { WholeNumberText } from './wire';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One readable sentence for the first schema violation, e.g. "password must be at least 6 characters". */
export function describeValidation(errors: AjvError[]): string {
  const e = errors[0];
  if (!e) return 'Invalid request';
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = e.keyword === 'required' ? [path, e.params.missingProperty].filter(Boolean).join('.') : path;
  const name = field || 'request';
  if (/(^|\.)email$/.test(field) && (e.keyword === 'pattern' || e.keyword === 'format')) {
    return 'Please enter a valid email address';
  }
  if (e.keyword === 'pattern' && e.params.pattern === WholeNumberText.pattern) return `${name} must be a whole number`;
  switch (e.keyword) {
    case 'required':
      return `${name} is required`;
    case 'minLength':
      return `${name} must be at least ${e.params.limit} characters`;
    case 'maxLength':
      return `${name} must be at most ${e.params.limit} characters`;
    case 'minProperties':
      return `${name} must not be empty`;
    case 'minimum':
      return `${name} must be at least ${e.params.limit}`;
    case 'type':
      return `${name} must be ${/^[aeiou]/.test(String(e.params.type)) ? 'an' : 'a'} ${e.params.type}`;
    default:
      return `${name} ${e.message ?? 'is invalid'}`;
  }
}

const RESPONSE_INVALID = 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION';

/** The header map an error asks for, e.g. Retry-After on a 429 (http-errors' `headers` property). */
function headersOf(err: unknown): Record<string, string> | undefined {
  const headers = (err as { headers?: unknown }).headers;
  return headers && typeof headers === 'object' ? (headers as Record<string, string>) : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields every error answer of the route carries besides `error` (its error schema's). */
    errorFields?: Record<string, unknown>;
  }
}

export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { validation?: AjvError[] }, request, reply) => {
    let status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    let message = err.message;
    if (err.code === RESPONSE_INVALID) {
      // Our answer broke the contract: the server's fault, never the client's.
      status = 500;
    } else if (err.validation) {
      status = 400;
      message = describeValidation(err.validation);
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      message = 'Request body is too large';
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      message = 'Unsupported content type';
    } else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      message = 'Malformed JSON body';
    }
    const headers = headersOf(err);
    if (headers) reply.headers(headers);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      message = 'Internal server error';
    }
    // A route whose answers carry more than `error` (POST /payments: `success: false`) says so in its config.
    const extra = (request.routeOptions.config as { errorFields?: object } | undefined)?.errorFields;
    return reply.code(status).send({ error: message, ...extra });
  });
}
