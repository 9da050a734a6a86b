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
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      {
        os: 'macOS 10.15.7',
        browser: 'Safari',
        browserVersion: '17.4',
        description: 'Safari 17.4 on macOS 10.15.7',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      {
        os: 'iOS 16.6',
        browser: 'Chrome',
        browserVersion: '120.0',
        description: 'Chrome 120.0 on iOS 16.6',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
      {
        os: 'iOS 17.1',
        browser: 'Firefox',
        browserVersion: '121.0',
        description: 'Firefox 121.0 on iOS 17.1',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/120.0.2210.150 Version/17.0 Mobile/15E148 Safari/604.1',
      {
        os: 'iOS 17.1',
        browser: 'Edge',
        browserVersion: '120.0',
        description: 'Edge 120.0 on iOS 17.1',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.2210.115',
      {
        os: 'Android 10',
        browser: 'Edge',
        browserVersion: '120.0',
        description: 'Edge 120.0 on Android 10',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0',
      {
        os: 'Windows NT 6.1',
        browser: 'Opera',
        browserVersion: '95.0',
        description: 'Opera 95.0 on Windows NT 6.1',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      {
        os: 'Chrome OS',
        browser: 'Chrome',
        browserVersion: '120.0',
        description: 'Chrome 120.0 on Chrome OS',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Build/RKQ1.201004.002) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
      {
        os: 'Android 11',
        browser: 'Chrome',
        browserVersion: '119.0',
        description: 'Chrome 119.0 on Android 11',
        product: 'Redmi Note 8',
      },
    ],
    [
      // iOS 16.7.10: a version part of two digits, and three parts.
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7_10 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      {
        os: 'iOS 16.7.10',
        browser: 'Safari',
        browserVersion: '16.6',
        description: 'Safari 16.6 on iOS 16.7.10',
        product: '',
      },
    ],
    [
      // A model name padded before its build, as some makers send it.
      'Mozilla/5.0 (Linux; Android 10; Moto G Power  Build/QPX30.30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
      {
        os: 'Android 10',
        browser: 'Chrome',
        browserVersion: '119.0',
        description: 'Chrome 119.0 on Android 10',
        product: 'Moto G Power',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12.1.0; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36',
      {
        os: 'Android 12.1.0',
        browser: 'Chrome',
        browserVersion: '118.0',
        description: 'Chrome 118.0 on Android 12.1.0',
        product: '',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121',
      {
        os: 'Windows 10',
        browser: 'Firefox',
        browserVersion: '121',
        description: 'Firefox 121 on Windows 10',
        product: '',
      },
    ],
  ])('reads %s', (ua, expected) => {
    expect(readUserDevice(ua)).toEqual(expected);
  });

  it('names the browser alone when the system is unknown', () => {
    const ua =
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15';
    expect(readUserDevice(ua)).toMatchObject({ os: '', description: 'Safari 13.0' });
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
