/** An offer as the shop writes it (npm run offers -- add, or a file to load): its shape and its checks. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';
import type { Offer } from '../../../../rules/offers';
import { OfferScopeDto } from './contract';

const Rupees = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const OfferInput = Type.Object(
  {
    /** absent or null: automatic (named by its title) */
    code: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    kind: Type.Union([Type.Literal('percent'), Type.Literal('flat')]),
    value: Rupees,
    maxDiscount: Type.Optional(Nullable(Rupees)),
    minCartValue: Type.Optional(Rupees),
    scope: Type.Optional(OfferScopeDto),
    includeSaleItems: Type.Optional(Type.Boolean()),
    firstOrderOnly: Type.Optional(Type.Boolean()),
    oncePerShopper: Type.Optional(Type.Boolean()),
    totalUses: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()])),
    /** ISO 8601; absent: now */
    startsAt: Type.Optional(Type.String({ maxLength: 40 })),
    endsAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    listed: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type OfferInput = Static<typeof OfferInput>;

const CODE = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;
const moment = (value: string) =>
  /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

/** The offer the input stands for (defaults filled in), or the sentence saying what is wrong with it. */
export function offerFrom(input: OfferInput, now = new Date()): Offer | string {
  const code = input.code?.trim().toUpperCase() || null;
  const name = code ?? input.title.trim();
  if (code !== null && !CODE.test(code)) return `${code}: a code is 2 to 32 letters, digits, - or _, starting with a letter or digit.`;
  if (!input.title.trim()) return 'An offer needs a title.';
  if (input.value <= 0) return `${name}: its value must be above 0.`;
  if (input.kind === 'percent' && input.value > 100) return `${name}: a percent off is at most 100.`;
  if (input.maxDiscount === 0) return `${name}: its ceiling must be above 0 (leave it out for none).`;
  const startsAt = input.startsAt === undefined ? now.toISOString() : moment(input.startsAt);
  if (startsAt === null) return `${name}: startsAt must be a date and time (ISO 8601), got "${input.startsAt}".`;
  const endsAt = input.endsAt == null ? null : moment(input.endsAt);
  if (input.endsAt != null && endsAt === null) return `${name}: endsAt must be a date and time (ISO 8601), got "${input.endsAt}".`;
  if (endsAt !== null && endsAt <= startsAt) return `${name}: it must end after it starts.`;
  return {
    code,
    title: input.title.trim(),
    kind: input.kind,
    value: input.value,
    maxDiscount: input.maxDiscount ?? null,
    minCartValue: input.minCartValue ?? 0,
    scope: input.scope ?? {},
    includeSaleItems: input.includeSaleItems ?? true,
    firstOrderOnly: input.firstOrderOnly ?? false,
    oncePerShopper: input.oncePerShopper ?? false,
    totalUses: input.totalUses ?? null,
    startsAt,
    endsAt,
    listed: input.listed ?? false,
  };
}
