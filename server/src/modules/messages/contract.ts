/** Wire shapes of messages: the account's message settings. */
import { Type, type Static } from '@sinclair/typebox';
import { closed } from '../../platform/http/wire';

/**
 * `GET /account/messages` answers, `PUT /account/messages` takes: order texts by SMS (on unless
 * turned off) and WhatsApp (off unless turned on), and marketing e-mail (off unless turned on).
 * Order e-mails are always sent: they are the receipt.
 */
export const MessagePreferencesDto = Type.Object(
  { orderSms: Type.Boolean(), orderWhatsapp: Type.Boolean(), marketingEmail: Type.Boolean() },
  closed,
);
export type MessagePreferencesDto = Static<typeof MessagePreferencesDto>;

export const UnsubscribeQuery = Type.Object({ u: Type.String({ maxLength: 254 }), s: Type.String({ maxLength: 100 }) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
