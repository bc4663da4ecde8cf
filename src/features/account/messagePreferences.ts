import type { MessagePreferencesDto } from '@server/contracts';
import { readAs } from '@/utils/guards';

export type MessagePreferences = MessagePreferencesDto;

/** The shop's defaults, which also stand in for a switch the answer lacks: order SMS on, the rest off. */
export const DEFAULT_MESSAGE_PREFERENCES: MessagePreferences = { orderSms: true, orderWhatsapp: false, marketingEmail: false };

/** GET/PUT /account/messages as the switches read it: a value that is no boolean keeps the default. Never throws. */
export function toMessagePreferences(body: unknown): MessagePreferences {
  const source = readAs<MessagePreferencesDto>(body);
  const flag = (key: keyof MessagePreferences) => (typeof source[key] === 'boolean' ? source[key] : DEFAULT_MESSAGE_PREFERENCES[key]);
  return { orderSms: flag('orderSms'), orderWhatsapp: flag('orderWhatsapp'), marketingEmail: flag('marketingEmail') };
}
