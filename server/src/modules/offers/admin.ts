import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { closed } from '../../platform/http/wire';
import type { Offer } from '../../../../rules/offers';
import { allOffers, endOffer, writeOffer } from './adminRepository';
import { OfferDto } from './contract';
import { offersChanged } from './copy';
import { OfferInput, offerFrom } from './offerInput';

export const AdminOfferDto = Type.Object({ ...OfferDto.properties, uses: Type.Integer() }, closed);
export type AdminOfferDto = Static<typeof AdminOfferDto>;
const Written = Type.Object({ offer: AdminOfferDto, added: Type.Boolean() }, closed);
const Load = Type.Object({ offers: Type.Array(OfferInput, { minItems: 1, maxItems: 500 }) }, closed);
const Ended = Type.Object({ offer: AdminOfferDto, already: Type.Boolean() }, closed);
const RefParams = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 120 }) });

/** Every input checked before anything is written: the sentences of those that are wrong, or the offers. */
function checked(inputs: OfferInput[]): Offer[] | string {
  const offers = inputs.map((input) => offerFrom(input));
  const wrong = offers.filter((o): o is string => typeof o === 'string');
  if (wrong.length > 0) return wrong.join('\n');
  const names = (offers as Offer[]).map((o) => o.code ?? `title:${o.title.toLowerCase()}`);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  return twice ? `${twice.replace(/^title:/, '')} is in the file twice.` : (offers as Offer[]);
}

/** The shop's side of offers (npm run offers): every offer with its uses, adding one, loading a file of them, ending one now. */
export async function offerAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/offers', { schema: { response: responses({ 200: Type.Object({ data: Type.Array(AdminOfferDto) }, closed) }) } }, async () => ({
    data: await allOffers(ctx.db),
  }));

  app.post('/offers', { schema: { body: OfferInput, response: responses({ 201: Written }) } }, async (request, reply) => {
    const offers = checked([request.body]);
    if (typeof offers === 'string') return reply.code(422).send({ error: offers });
    const written = await ctx.db.transaction((tx) => writeOffer(tx, offers[0]!, false));
    offersChanged(ctx);
    if (!written) {
      const o = offers[0]!;
      return reply
        .code(409)
        .send({ error: o.code ? `An offer has the code ${o.code} already.` : `An automatic offer is called "${o.title}" already.` });
    }
    return reply.code(201).send(written);
  });

  // A file loaded whole or not at all: each offer it names is written, those it does not are left as they are.
  app.put(
    '/offers',
    { schema: { body: Load, response: responses({ 200: Type.Object({ data: Type.Array(Written) }, closed) }) } },
    async (request, reply) => {
      const offers = checked(request.body.offers);
      if (typeof offers === 'string') return reply.code(422).send({ error: offers });
      const data = await ctx.db.transaction(async (tx) => {
        const out = [];
        for (const [i, offer] of offers.entries()) {
          out.push((await writeOffer(tx, offer, true, request.body.offers[i]!.startsAt === undefined))!);
        }
        return out;
      });
      offersChanged(ctx);
      return { data };
    },
  );

  app.post('/offers/:ref/end', { schema: { params: RefParams, response: responses({ 200: Ended }) } }, async (request, reply) => {
    const ended = await endOffer(ctx.db, request.params.ref);
    offersChanged(ctx);
    if (!ended) return reply.code(404).send({ error: `No offer ${request.params.ref}.` });
    return ended;
  });
}
