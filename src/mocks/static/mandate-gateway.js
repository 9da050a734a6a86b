// The demo's stand-in for a lender's payment gateway (docs/demo-backend.md#interest-autopay):
// 'Authorise' records the request as authorised, where the demo backend reads it
// (GATEWAY_KEY in src/mocks/mandate.ts), and either choice sends the customer back.
const GATEWAY_KEY = 'lark-demo-gateway';
// The page speaks the language the portal asked the demo backend in (`lang`, set by
// src/mocks/handlers/mandate.ts from Accept-Language): English, Hindi or Marathi.
const params = new URLSearchParams(window.location.search);
const methods = { UPI_AUTOPAY: 'UPI Autopay', ENACH: 'eNACH' };
const request = params.get('request') ?? '';
const back = params.get('return') ?? '';
// Only a path of this site: the gateway never sends anyone elsewhere.
const returnTo = /^\/(?!\/)/.test(back) ? back : '/loan';

/** Each language's words; `about` names the method and the account. */
const WORDS = {
  en: {
    tag: 'en-IN',
    title: 'Authorise interest autopay (demo gateway)',
    eyebrow: 'Demo payment gateway',
    heading: 'Authorise interest autopay',
    about: (method, account) =>
      `Kestrel Finance Limited asks to debit your interest each month by ${method} from ${account}.`,
    hint:
      "This stand-in for the lender's payment gateway registers the mandate with your bank and " +
      'sends you back to the portal.',
    authorise: 'Authorise',
    cancel: 'Cancel',
    yourBank: 'your bank',
  },
  hi: {
    tag: 'hi-IN',
    title: 'ब्याज के ऑटोपे की अनुमति दें (डेमो गेटवे)',
    eyebrow: 'डेमो पेमेंट गेटवे',
    heading: 'ब्याज के ऑटोपे की अनुमति दें',
    about: (method, account) =>
      `Kestrel Finance Limited हर महीने ${account} से आपका ब्याज ${method} के ज़रिए काटने की अनुमति माँग रहा है।`,
    hint:
      'ऋणदाता (lender) के पेमेंट गेटवे की जगह यह डेमो पेज आपके बैंक के साथ मैंडेट दर्ज करता है ' +
      'और आपको पोर्टल पर वापस भेज देता है।',
    authorise: 'अनुमति दें',
    cancel: 'रद्द करें',
    yourBank: 'आपका बैंक',
  },
  mr: {
    tag: 'mr-IN',
    title: 'व्याजाच्या ऑटोपेला संमती द्या (डेमो गेटवे)',
    eyebrow: 'डेमो पेमेंट गेटवे',
    heading: 'व्याजाच्या ऑटोपेला संमती द्या',
    about: (method, account) =>
      `Kestrel Finance Limited दर महिन्याला तुमचे व्याज ${method} द्वारे ${account} मधून कापण्यासाठी संमती मागत आहे.`,
    hint:
      'कर्जदात्याच्या (lender) पेमेंट गेटवेच्या जागी हे डेमो पान तुमच्या बँकेकडे मँडेट नोंदवते ' +
      'आणि तुम्हाला पोर्टलवर परत पाठवते.',
    authorise: 'संमती द्या',
    cancel: 'रद्द करा',
    yourBank: 'तुमची बँक',
  },
};
const words = WORDS[params.get('lang')] ?? WORDS.en;
document.documentElement.lang = words.tag;
document.title = words.title;
for (const element of document.querySelectorAll('[data-text]')) {
  element.textContent = words[element.dataset.text];
}
document.getElementById('about').textContent = words.about(
  methods[params.get('method')] ?? 'autopay',
  `${params.get('bank') ?? words.yourBank} ••${params.get('account') ?? ''}`,
);

document.querySelectorAll('button').forEach((button) => {
  button.addEventListener('click', () => {
    if (button.dataset.choice === 'authorise' && request) {
      let record = {};
      try {
        record = JSON.parse(localStorage.getItem(GATEWAY_KEY) ?? '{}') ?? {};
      } catch {
        // A record the demo cannot read starts again.
      }
      localStorage.setItem(GATEWAY_KEY, JSON.stringify({ ...record, [request]: Date.now() }));
    }
    window.location.assign(returnTo);
  });
  button.disabled = false;
});
