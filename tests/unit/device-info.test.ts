import { describe, expect, it } from 'vitest';
import { readUserDevice } from '@/lib/device-info';

describe('readUserDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      {
        os: 'Android 14',
        browser: 'Chrome',
        browserVersion: '156.0',
        description: 'Chrome 156.0 on Android 14',
        product: 'SM-A515F',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      {
        os: 'Android 13',
        browser: 'Samsung Internet',
        browserVersion: '24.0',
        description: 'Samsung Internet 24.0 on Android 13',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      {
        os: 'iOS 17.2',
        browser: 'Safari',
        browserVersion: '17.2',
        description: 'Safari 17.2 on iOS 17.2',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.2000.1',
      {
        os: 'Windows 10',
        browser: 'Edge',
        browserVersion: '140.0',
        description: 'Edge 140.0 on Windows 10',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      {
        os: 'Linux',
        browser: 'Firefox',
        browserVersion: '128.0',
        description: 'Firefox 128.0 on Linux',
        product: '',
      },
    ],
  ])('reads %s', (ua, expected) => {
    expect(readUserDevice(ua)).toEqual(expected);
  });

  it('answers empty strings for an unknown agent', () => {
    expect(readUserDevice('curl/8.0')).toEqual({
      os: '',
      browser: '',
      browserVersion: '',
      description: '',
      product: '',
    });
  });
});
