import { SHOP_TIME_ZONE } from '@/utils/shopTimeZone';

// The shop's time of day (IST), as every date the shop shows.
const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: SHOP_TIME_ZONE,
});

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** "10:14:03 – 10:20:45 (6 min 42 s)" */
export function formatSpan(from: number, to: number): string {
  return `${timeOfDay.format(from)} – ${timeOfDay.format(to)} (${formatDuration(to - from)})`;
}

export function formatTime(at: number): string {
  return timeOfDay.format(at);
}
