import { redact } from '@/utils/redaction';
import { devToolsOptions } from './store';

describe('Redux DevTools set-up', () => {
  it('is on in development, with action traces and the sanitizers', () => {
    expect(devToolsOptions('development', '')).toMatchObject({
      trace: true,
      actionSanitizer: redact,
      stateSanitizer: redact,
    });
  });

  it('is off in production unless explicitly enabled', () => {
    expect(devToolsOptions('production', '')).toBe(false);
    expect(devToolsOptions('production', undefined)).toBe(false);
    expect(devToolsOptions('production', 'yes')).toBe(false);
  });

  it('keeps the sanitizers but drops traces when enabled in production', () => {
    expect(devToolsOptions('production', 'true')).toMatchObject({
      trace: false,
      actionSanitizer: redact,
      stateSanitizer: redact,
    });
  });
});
