/**
 * The shop's time zone: an Indian shop's days are India's (IST), on every screen, whatever zone
 * the device or the page server is set to. An order placed at 01:30 IST on 2 December is placed on
 * 2 December for a phone set to London, as its review the same night is. Alone in its file: code
 * that formats with Intl needs the name without dayjs (shopTime.ts).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
