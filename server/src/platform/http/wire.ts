/**
 * The pieces of the wire shapes every module's contract uses: the error body, a record's id in
 * the path, whole numbers in a query, pages. Depends on TypeBox alone, as every contract does: the
 * app's typecheck reads them (server/src/contracts.ts).
 *
 * Answers are closed (`additionalProperties: false`): the serializer drops what a schema does not
 * list, so the response validator refuses such a field instead of letting it vanish unnoticed.
 */
import { Type, type ObjectOptions, type Static, type TNumber, type TSchema, type TString } from '@sinclair/typebox';

export const closed = { additionalProperties: false } as const;

/**
 * `type: [T, 'null']` rather than TypeBox's `anyOf`: the serializer writes it without trying each
 * branch, and a validation error names the expected type as before.
 */
export function Nullable<T extends TString | TNumber>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/**
 * An object whose values all match `value`, under any name. TypeBox's `Record` checks names
 * against `^(.*)$`, which a name holding a line break escapes; `additionalProperties` has no gap.
 */
export function Dictionary<T extends TSchema>(value: T, options: ObjectOptions = {}) {
  return Type.Unsafe<Record<string, Static<T>>>({ ...options, type: 'object', additionalProperties: value });
}

/** Every 4xx and 5xx answer. */
export const ErrorBody = Type.Object({ error: Type.String() }, closed);
export type ErrorBody = Static<typeof ErrorBody>;

/** A path parameter naming one record; what it names is checked by the route (404, never 400). */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

/** The last page `/products`, `/search` and a product's reviews serve (rules/paging.ts): a higher `page` is refused with 400. */
export { MAX_PAGE } from '../../../../rules/paging';

/**
 * Query numbers are checked as the text they are (no coercion: Ajv's would take "Infinity",
 * "0x10" and " 5" for integers); the route converts and range-checks them.
 */
export const WholeNumberText = Type.String({ pattern: '^[0-9]{1,9}$' });

/** One page of a list: which, how long, and how many there are in all. */
export const PaginationDto = Type.Object(
  { page: Type.Integer(), limit: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() },
  closed,
);
export type PaginationDto = Static<typeof PaginationDto>;
