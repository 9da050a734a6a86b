/**
 * The demo server's words in Hindi (./language.ts puts an answer into them). Names, amounts and
 * anything it does not know stay as they are. Hindi as docs/glossary-hi.md has it.
 */
const EXACT: Record<string, string> = {
  // A signed-in session's device (./account-security.ts).
  'Android phone': 'Android फ़ोन',
  'Windows laptop': 'Windows लैपटॉप',
  'Linux computer': 'Linux कंप्यूटर',
  'Windows computer': 'Windows कंप्यूटर',
  Tablet: 'टैबलेट',
  // The demo credit-line (Volt) widget's words (./volt-labels.ts).
  'Credit line': 'क्रेडिट लाइन',
  'Demo credit line (Volt)': 'डेमो क्रेडिट लाइन (Volt)',
  'Withdraw or repay': 'पैसे निकालें या चुकाएँ',
  Customer: 'ग्राहक',
  'Amount (₹)': 'राशि (₹)',
  Withdraw: 'पैसे निकालें',
  Repay: 'चुकाएँ',
  Available: 'उपलब्ध',
  Used: 'इस्तेमाल की गई राशि',
  Limit: 'सीमा',
  // Refusals and failures.
  'Invalid OTP': 'OTP ग़लत है',
  'Close credit line and release all pledged funds': 'क्रेडिट लाइन बंद करें और गिरवी रखे सभी फ़ंड छुड़ाएँ',
  'Change your password': 'अपना पासवर्ड बदलें',
  'Choose what to do': 'चुनें कि क्या करना है',
  'There is no active credit line': 'कोई चालू क्रेडिट लाइन नहीं है',
  'There is no credit line': 'कोई क्रेडिट लाइन नहीं है',
  'Choose a start date on or before the end date.':
    'शुरू की तारीख़ आख़िरी तारीख़ से पहले या उसी दिन की चुनें।',
  'A statement covers at most 366 days.': 'एक स्टेटमेंट में ज़्यादा से ज़्यादा 366 दिन होते हैं।',
  'A request is already in progress. Try again once it completes.':
    'एक अनुरोध पहले से चल रहा है। उसके पूरा होने के बाद फिर से कोशिश करें।',
  'Choose the funds and units': 'फ़ंड और यूनिट चुनें',
  'This release would exceed your drawing power':
    'इतनी यूनिट छुड़ाने पर आपका लोन आपकी ड्रॉइंग पावर से ज़्यादा हो जाएगा',
  'These units cannot be pledged': 'ये यूनिट गिरवी नहीं रखी जा सकतीं',
  'ELSS units in lock-in': 'ELSS यूनिट लॉक-इन अवधि में हैं',
  'The bank could not credit the account: the account is inactive.':
    'बैंक खाते में पैसे जमा नहीं कर सका: खाता चालू नहीं है।',
  'Not Found': 'नहीं मिला',
  'Service temporarily unavailable': 'सेवा अभी कुछ देर के लिए उपलब्ध नहीं है',
  'Your session has expired. Please log in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
  'Session expired': 'सेशन ख़त्म हो गया',
  'Invitation not found': 'आमंत्रण नहीं मिला',
  'Please enter a valid mobile number': 'कृपया सही मोबाइल नंबर डालें',
  'Invalid phone number': 'मोबाइल नंबर सही नहीं है',
  'Invalid phone': 'मोबाइल नंबर सही नहीं है',
  'Incorrect phone number or password': 'मोबाइल नंबर या पासवर्ड ग़लत है',
  'Please verify your phone number again': 'कृपया अपना मोबाइल नंबर फिर से सत्यापित करें',
  'Please check your details and try again': 'कृपया अपना विवरण जाँचें और फिर से कोशिश करें',
  'This PAN is already registered with another account': 'यह PAN किसी दूसरे खाते से पहले ही जुड़ा है',
  'Invalid SDK credentials': 'पात्रता जाँचने वाली सेवा की पहचान सही नहीं है',
  'Unknown customer': 'यह ग्राहक हमारे यहाँ दर्ज नहीं है',
  'PAN data not fetched': 'PAN की जानकारी नहीं मिल सकी',
  'No CAS data found': 'CAS की कोई जानकारी नहीं मिली',
  'Enter an amount up to your available limit': 'निकालने के लिए उपलब्ध राशि से ज़्यादा न डालें',
  'Enter an amount up to what you owe': 'बकाया से ज़्यादा राशि न डालें',
  'Notification not found': 'सूचना नहीं मिली',
  'Only marking as read is supported': 'सूचना को सिर्फ़ पढ़ा हुआ माना जा सकता है',
  'Please say whether you consent': 'कृपया बताएँ कि आप सहमति देते हैं या नहीं',
  'This consent is needed to provide your loan': 'आपका लोन देने के लिए यह सहमति ज़रूरी है',
  'Please choose a type of request': 'कृपया अनुरोध का प्रकार चुनें',
  'Please describe your request in at most 1000 characters':
    'कृपया अपना अनुरोध ज़्यादा से ज़्यादा 1000 अक्षरों में लिखें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Email already verified.': 'ईमेल पहले ही सत्यापित है।',
  'Invalid PAN format (e.g., ABCDE1234F)': 'PAN का फ़ॉर्मेट सही नहीं है (जैसे ABCDE1234F)',
  'Please fill in every field': 'कृपया हर जानकारी भरें',
  'Partner not found': 'साझेदार नहीं मिला',
  'Invalid status': 'स्थिति सही नहीं है',
  'No offer has been made to this customer.': 'इस ग्राहक को अभी कोई ऑफ़र नहीं दिया गया है।',
  'Verify your email address first.': 'पहले अपना ईमेल पता सत्यापित करें।',
  'This email address has not been verified.': 'यह ईमेल पता सत्यापित नहीं है।',
  'Your credit line is being closed. No withdrawals can be made now.':
    'आपकी क्रेडिट लाइन बंद की जा रही है। अभी पैसे नहीं निकाले जा सकते।',
  'No account with this number. Log in with OTP to sign up.':
    'इस नंबर से कोई खाता नहीं है। खाता बनाने के लिए OTP से लॉग इन करें।',
  'No dues certificate': 'नो ड्यूज़ सर्टिफ़िकेट (बकाया न होने का प्रमाणपत्र)',
  'No credit line': 'कोई क्रेडिट लाइन नहीं',
  'There is no credit line.': 'कोई क्रेडिट लाइन नहीं है।',
  'Your credit line is closed.': 'आपकी क्रेडिट लाइन बंद है।',
  'days must be 30, 90 or 365': 'दिन 30, 90 या 365 होने चाहिए',
  'Too many wrong passwords. Try again in 15 minutes, or log in with a code sent to your phone.':
    'बहुत बार ग़लत पासवर्ड डाला गया। 15 मिनट बाद फिर से कोशिश करें, या अपने फ़ोन पर भेजे गए कोड से लॉग इन करें।',
  'This session has already ended.': 'यह सेशन पहले ही ख़त्म हो चुका है।',
  'Log out to end the session you are using.':
    'जिस सेशन का आप इस्तेमाल कर रहे हैं, उसे ख़त्म करने के लिए लॉग आउट करें।',
  'The password must have at least 8 characters.': 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
  'The password must have at most 64 characters.': 'पासवर्ड में ज़्यादा से ज़्यादा 64 अक्षर हो सकते हैं।',
  'The password must not contain your phone number.': 'पासवर्ड में आपका मोबाइल नंबर नहीं होना चाहिए।',
  'The new password must differ from your current one.':
    'नया पासवर्ड आपके अभी के पासवर्ड से अलग होना चाहिए।',
  'This password is too common.': 'यह पासवर्ड बहुत आम है।',
  // What went well.
  'OTP verified': 'OTP सत्यापित हो गया',
  'Registration successful': 'आपका खाता बन गया',
  'Profile synced successfully': 'प्रोफ़ाइल की जानकारी मिल गई',
  'CAS portfolio saved successfully': 'CAS पोर्टफ़ोलियो सेव हो गया',
  'Withdrawal successful': 'निकासी हो गई',
  'Repayment successful': 'चुकौती हो गई',
  'Marked as read': 'पढ़ा हुआ मान लिया गया',
  'All marked as read': 'सभी सूचनाएँ पढ़ी हुई मान ली गईं',
  Deleted: 'हटा दी गई',
  'Request received': 'अनुरोध मिल गया',
  'Email verified': 'ईमेल सत्यापित हो गया',
  'Email verified successfully': 'ईमेल सत्यापित हो गया',
  'Profile updated': 'प्रोफ़ाइल अपडेट हो गई',
  'OTP sent successfully': 'OTP भेज दिया गया',
  'PAN updated': 'PAN अपडेट हो गया',
  'Bank details': 'बैंक खाते का विवरण',
  'Bank details added successfully': 'बैंक खाते का विवरण जुड़ गया',
  'Bank details updated successfully': 'बैंक खाते का विवरण अपडेट हो गया',
  'Application status updated': 'आवेदन की स्थिति अपडेट हो गई',
  'Logged out successfully': 'लॉग आउट हो गया',
  'Message received': 'आपका संदेश मिल गया',
  'Password changed. Other devices were signed out.':
    'पासवर्ड बदल गया। बाक़ी डिवाइस से लॉग आउट कर दिया गया।',
  // The statement of account's descriptions.
  'Processing fee': 'प्रोसेसिंग शुल्क',
  'Processing fee waived': 'प्रोसेसिंग शुल्क माफ़ किया गया',
  'Penal charge: interest paid late': 'दंडात्मक शुल्क: ब्याज देर से चुकाया गया',
  'Reversal of penal charge': 'दंडात्मक शुल्क वापस लिया गया',
  // The key facts: charges, what each is charged on, the benchmark; autopay's refusals.
  'Pledge or release fee': 'गिरवी रखने या छुड़ाने का शुल्क',
  'Bounce charge': 'डेबिट बाउंस होने का शुल्क',
  'Annual renewal fee': 'सालाना नवीनीकरण शुल्क',
  'of the limit, once': 'लोन सीमा का, एक बार',
  'per request': 'हर अनुरोध पर',
  'per bounced debit': 'हर बाउंस हुए डेबिट पर',
  'per year, at renewal': 'हर साल, नवीनीकरण पर',
  'per month a shortfall or interest stays unpaid past its due date':
    'हर उस महीने, जब मार्जिन की कमी या ब्याज नियत तारीख़ के बाद भी बकाया रहे',
  'repo rate': 'रेपो दर',
  'Autopay is already set up.': 'ऑटोपे पहले से सेट है।',
  'Choose UPI Autopay or eNACH.': 'UPI ऑटोपे या eNACH चुनें।',
  // Notifications.
  'Welcome aboard': 'आपका स्वागत है',
  'Your account is ready. Check your eligibility to see how much you can borrow.':
    'आपका खाता तैयार है। अपनी पात्रता जाँचें और देखें कि आपको कितना लोन मिल सकता है।',
  'You have an offer': 'आपके लिए एक ऑफ़र है',
  'No offer this time': 'इस बार कोई ऑफ़र नहीं',
  'Your portfolio does not qualify for a credit line right now. You can check again later.':
    'आपका पोर्टफ़ोलियो अभी क्रेडिट लाइन के लिए पात्र नहीं है। आप बाद में फिर से जाँच सकते हैं।',
  'Portfolio not found': 'पोर्टफ़ोलियो नहीं मिला',
  'We could not find mutual funds or shares in your name. Check that your PAN and phone number match your investments.':
    'आपके नाम पर कोई म्यूचुअल फ़ंड या शेयर नहीं मिले। जाँचें कि आपका PAN और मोबाइल नंबर वही हैं जो आपके निवेश में दर्ज हैं।',
  'Withdrawal credited': 'निकाली गई राशि आपके खाते में आ गई',
  'Repayment received': 'चुकौती मिल गई',
  'Interest due soon': 'ब्याज जल्द चुकाना है',
  'Margin shortfall': 'मार्जिन की कमी',
  'Credit line closed': 'क्रेडिट लाइन बंद हो गई',
  'Your credit line is closed and all your pledged units are released.':
    'आपकी क्रेडिट लाइन बंद हो गई है और आपकी सभी गिरवी रखी यूनिट छूट गई हैं।',
  'Units released': 'यूनिट छूट गईं',
  'Units pledged': 'यूनिट गिरवी रखी गईं',
  'Your password was changed': 'आपका पासवर्ड बदल दिया गया',
  'Every other device was signed out. If you did not change it, contact us at once from Help and Support.':
    'बाक़ी सभी डिवाइस से लॉग आउट कर दिया गया। अगर पासवर्ड आपने नहीं बदला, तो तुरंत सहायता पेज से हमसे संपर्क करें।',
};

const MONTHS: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};
/** '1 Dec 2026' or 'December 2026' (the server's dates, en-IN) as '1 दिसंबर 2026', 'दिसंबर 2026'. */
const hindiDate = (date: string) =>
  date.replace(/\b([A-Z][a-z]{2})[a-z]*\b/, (month, short: string) => MONTHS[short] ?? month);

/** '1,200 units of Axis Bluechip Fund, 10 units of …' as 'Axis Bluechip Fund की 1,200 यूनिट, …'. */
const hindiUnits = (list: string) =>
  [...list.matchAll(/([\d,.]+) units of (.+?)(?=, [\d,.]+ units of |$)/g)]
    .map(([, units, scheme]) => `${scheme} की ${units} यूनिट`)
    .join(', ');

/** A code's summary list, 'A, B and C' (units of funds), as 'A, B और C' in Hindi. */
function hindiList(list: string): string {
  const parts = [
    ...list.matchAll(/([\d,.]+) units of (.+?)(?=(?:, | and )[\d,.]+ units of |$)/g),
  ].map(([, units, scheme]) => `${scheme} की ${units} यूनिट`);
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} और ${parts.at(-1)}`
    : (parts[0] ?? list);
}

const AMOUNT = '(₹[\\d,.]+)';
/** A day as the server writes it (en-IN): '1 Dec 2026', and September's four letters, '1 Sept 2026'. */
const DATE = '(\\d{1,2} [A-Z][a-z]{2,3} \\d{4})';
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [
    new RegExp(`^Repay ${AMOUNT} before closing your credit line$`),
    (amount) => `क्रेडिट लाइन बंद करने से पहले ${amount} चुकाएँ`,
  ],
  [/^OTP sent to (.+)$/, (to) => `${to} पर OTP भेजा गया`],
  // What a phone code confirms (./code-summary.ts).
  [/^Release ([\d,.]+ units of .+)$/, (list) => `${hindiList(list)} छुड़ाएँ`],
  [/^Pledge ([\d,.]+ units of .+)$/, (list) => `${hindiList(list)} गिरवी रखें`],
  [
    /^Pay out to account ending (\d{4})(?: at (.+))?$/,
    (last4, bank) => `${bank ? `${bank} के ` : ''}${last4} पर ख़त्म होने वाले खाते में भुगतान करें`,
  ],
  [/^Interest for ([A-Z][a-z]+ \d{4})$/, (month) => `${hindiDate(month)} का ब्याज`],
  [/^Interest for ([A-Z][a-z]+ \d{4}) to date$/, (month) => `${hindiDate(month)} का अब तक का ब्याज`],
  [/^Withdrawal to (.+) (XXXX\d{4})$/, (bank, account) => `निकासी: ${bank} खाता ${account} में`],
  [
    /^Your credit line began on (\d{1,2} [A-Z][a-z]{2,3} \d{4}): choose dates from then on\.$/,
    (day) => `आपकी क्रेडिट लाइन ${hindiDate(day)} को शुरू हुई: उस दिन या उसके बाद की तारीख़ें चुनें।`,
  ],
  [
    /^You do not hold ([\d,.]+) units of (.+)$/,
    (units, scheme) => `आपके पास ${scheme} की ${units} यूनिट नहीं हैं`,
  ],
  [
    /^The application has already reached (\w+) and cannot go back\.$/,
    (status) => `आवेदन ${status} तक पहुँच चुका है और पीछे नहीं जा सकता।`,
  ],
  [
    new RegExp(
      `^You are eligible for a credit line of ${AMOUNT} at ([\\d.]+)% a year\\. Verify your email to continue\\.$`,
    ),
    (amount, rate) =>
      `आप ${rate}% सालाना ब्याज पर ${amount} की क्रेडिट लाइन के लिए पात्र हैं। आगे बढ़ने के लिए अपना ईमेल सत्यापित करें।`,
  ],
  [
    /^(.+) is verified\. Statements and loan documents will be sent there\.$/,
    (email) => `${email} सत्यापित हो गया है। स्टेटमेंट और लोन के दस्तावेज़ इसी पते पर भेजे जाएँगे।`,
  ],
  [
    new RegExp(`^${AMOUNT} was sent to your (.+) account ending (\\d{4})\\.$`),
    (amount, bank, last4) => `${amount} आपके ${bank} खाते (आख़िरी अंक ${last4}) में भेज दिए गए।`,
  ],
  [
    new RegExp(`^We received your repayment of ${AMOUNT}\\. Thank you\\.$`),
    (amount) => `हमें आपकी ${amount} की चुकौती मिल गई है। धन्यवाद।`,
  ],
  [
    new RegExp(
      `^Interest of ${AMOUNT} is due on ${DATE}\\. Pay on time to avoid penal charges\\.$`,
    ),
    (amount, date) =>
      `${amount} का ब्याज ${hindiDate(date)} को चुकाना है। दंडात्मक शुल्क से बचने के लिए समय पर चुकाएँ।`,
  ],
  [
    new RegExp(
      `^Your loan is ${AMOUNT} above your drawing power\\. Repay or pledge more(?: by ${DATE})?, or the lender may sell pledged units\\.$`,
    ),
    (amount, date) =>
      `आपका लोन आपकी ड्रॉइंग पावर से ${amount} ज़्यादा है। ${date ? `${hindiDate(date)} तक ` : ''}पैसे चुकाएँ या और गिरवी रखें, वरना ऋणदाता आपकी गिरवी रखी यूनिट बेच सकता है।`,
  ],
  [/^(.+) are released from the pledge\.$/, (units) => `${hindiUnits(units)} गिरवी से छूट गईं।`],
  [
    /^(.+) are pledged to your credit line\.$/,
    (units) => `${hindiUnits(units)} आपकी क्रेडिट लाइन के लिए गिरवी रखी गईं।`,
  ],
];

/** The demo server's English text in Hindi; a text it does not know (a name) as it is. */
export function words(english: string): string {
  const exact = EXACT[english];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const found = pattern.exec(english);
    if (found) return hindi(...found.slice(1));
  }
  return english;
}
