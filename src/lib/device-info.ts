/** The `user_device` of the login call, read from the browser's user agent. */
export type UserDevice = {
  os: string;
  browser: string;
  browserVersion: string;
  description: string;
  product: string;
};

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+(?:\.\d+)?)/],
  ['Opera', /(?:OPR|Opera)\/(\d+(?:\.\d+)?)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+(?:\.\d+)?)/],
  ['Safari', /Version\/(\d+(?:\.\d+)?).*Safari\//],
];

function readOs(ua: string): string {
  const android = /Android (\d+(?:\.\d+)*)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/.exec(ua);
  if (ios?.[1]) return `iOS ${ios[1].replace(/_/g, '.')}`;
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return windows[1] === '10.0' ? 'Windows 10' : `Windows NT ${windows[1]}`;
  const mac = /Mac OS X (\d+(?:[._]\d+)*)/.exec(ua);
  if (mac?.[1]) return `macOS ${mac[1].replace(/_/g, '.')}`;
  if (/CrOS/.test(ua)) return 'Chrome OS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

/** The device model an Android browser names, e.g. 'Pixel 7' or 'SM-A515F'. */
function readProduct(ua: string): string {
  const model = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua)?.[1]?.trim() ?? '';
  return model === 'K' || model === 'wv' ? '' : model;
}

export function readUserDevice(ua: string = navigator.userAgent): UserDevice {
  const os = readOs(ua);
  const match = BROWSERS.map(([name, pattern]) => [name, pattern.exec(ua)?.[1]] as const).find(
    ([, version]) => version,
  );
  const browser = match?.[0] ?? '';
  const browserVersion = match?.[1] ?? '';
  const description = [browser && `${browser} ${browserVersion}`, os && `on ${os}`]
    .filter(Boolean)
    .join(' ');
  return { os, browser, browserVersion, description, product: readProduct(ua) };
}
