import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.js';

describe('deviceName', () => {
  it('names the browser, its major version, the system and the kind of device', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android (phone)');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Microsoft Edge 131 on Windows (computer)');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS (phone)');
  });

  it('shows a string no parser knows as it came, shortened', () => {
    expect(deviceName('curl/8.1.2')).toBe('curl/8.1.2');
    expect(deviceName(`probe/${'x'.repeat(100)}`)).toHaveLength(60);
  });

  it('leaves an empty one empty', () => {
    expect(deviceName('')).toBe('');
    expect(deviceName('   ')).toBe('');
  });
});
