/**
 * The demo server's words in Marathi (./language.ts puts an answer into them). Names, amounts and
 * anything it does not know stay as they are. Marathi as docs/glossary-mr.md has it.
 */
const EXACT: Record<string, string> = {
  // A signed-in session's device (./account-security.ts).
  'Android phone': 'Android फोन',
  'Windows laptop': 'Windows लॅपटॉप',
  'Linux computer': 'Linux कॉम्प्युटर',
  'Windows computer': 'Windows कॉम्प्युटर',
  Tablet: 'टॅबलेट',
  // The demo credit-line (Volt) widget's words (./volt-labels.ts).
  'Credit line': 'क्रेडिट लाइन',
  'Demo credit line (Volt)': 'डेमो क्रेडिट लाइन (Volt)',
  'Withdraw or repay': 'पैसे काढा किंवा परतफेड करा',
  Customer: 'ग्राहक',
  'Amount (₹)': 'रक्कम (₹)',
  Withdraw: 'पैसे काढा',
  Repay: 'परतफेड करा',
  Available: 'उपलब्ध',
  Used: 'वापरलेली रक्कम',
  Limit: 'मर्यादा',
  // Refusals and failures.
  'Invalid OTP': 'OTP चुकीचा आहे',
  'Close credit line and release all pledged funds': 'क्रेडिट लाइन बंद करा आणि तारण ठेवलेले सर्व फंड सोडवा',
  'Change your password': 'तुमचा पासवर्ड बदला',
  'Choose what to do': 'काय करायचे ते निवडा',
  'There is no active credit line': 'कोणतीही चालू क्रेडिट लाइन नाही',
  'There is no credit line': 'कोणतीही क्रेडिट लाइन नाही',
  'Choose a start date on or before the end date.':
    'सुरुवातीची तारीख शेवटच्या तारखेच्या आधीची किंवा त्याच दिवसाची निवडा.',
  'A statement covers at most 366 days.': 'एका स्टेटमेंटमध्ये जास्तीत जास्त 366 दिवस असतात.',
  'A request is already in progress. Try again once it completes.':
    'एक विनंती आधीच सुरू आहे. ती पूर्ण झाल्यावर पुन्हा प्रयत्न करा.',
  'Choose the funds and units': 'फंड आणि युनिट्स निवडा',
  'This release would exceed your drawing power':
    'इतकी युनिट्स सोडवल्यास तुमचे कर्ज तुमच्या ड्रॉइंग पॉवरपेक्षा जास्त होईल',
  'These units cannot be pledged': 'ही युनिट्स तारण ठेवता येत नाहीत',
  'ELSS units in lock-in': 'ELSS युनिट्स लॉक-इन कालावधीत आहेत',
  'The bank could not credit the account: the account is inactive.':
    'बँक खात्यात पैसे जमा करू शकली नाही: खाते चालू नाही.',
  'Not Found': 'सापडले नाही',
  'Service temporarily unavailable': 'सेवा काही वेळासाठी उपलब्ध नाही',
  'Your session has expired. Please log in again.': 'तुमचे सेशन संपले आहे. कृपया पुन्हा लॉग इन करा.',
  'Session expired': 'सेशन संपले',
  'Invitation not found': 'निमंत्रण सापडले नाही',
  'Please enter a valid mobile number': 'कृपया बरोबर मोबाइल नंबर लिहा',
  'Invalid phone number': 'मोबाइल नंबर बरोबर नाही',
  'Invalid phone': 'मोबाइल नंबर बरोबर नाही',
  'Incorrect phone number or password': 'मोबाइल नंबर किंवा पासवर्ड चुकीचा आहे',
  'Please verify your phone number again': 'कृपया तुमचा मोबाइल नंबर पुन्हा पडताळा',
  'Please check your details and try again': 'कृपया तुमचा तपशील तपासा आणि पुन्हा प्रयत्न करा',
  'This PAN is already registered with another account': 'हा PAN आधीच दुसऱ्या खात्याशी जोडलेला आहे',
  'Invalid SDK credentials': 'पात्रता तपासणाऱ्या सेवेची ओळख बरोबर नाही',
  'Unknown customer': 'हा ग्राहक आमच्याकडे नोंदलेला नाही',
  'PAN data not fetched': 'PAN ची माहिती मिळू शकली नाही',
  'No CAS data found': 'CAS ची कोणतीही माहिती सापडली नाही',
  'Enter an amount up to your available limit': 'काढण्यासाठी उपलब्ध रकमेपर्यंतची रक्कम लिहा',
  'Enter an amount up to what you owe': 'जितकी रक्कम बाकी आहे, तितक्या रकमेपर्यंत लिहा',
  'Notification not found': 'सूचना सापडली नाही',
  'Only marking as read is supported': 'सूचनेवर फक्त वाचली अशी खूण करता येते',
  'Please say whether you consent': 'कृपया तुम्ही संमती देता की नाही ते सांगा',
  'This consent is needed to provide your loan': 'तुम्हाला कर्ज देण्यासाठी ही संमती आवश्यक आहे',
  'Please choose a type of request': 'कृपया विनंतीचा प्रकार निवडा',
  'Please describe your request in at most 1000 characters':
    'कृपया तुमची विनंती जास्तीत जास्त 1000 अक्षरांत लिहा',
  'Please enter a valid email address': 'कृपया बरोबर ईमेल पत्ता लिहा',
  'Email already verified.': 'ईमेल आधीच पडताळलेला आहे.',
  'Invalid PAN format (e.g., ABCDE1234F)': 'PAN चे स्वरूप बरोबर नाही (उदा. ABCDE1234F)',
  'Please fill in every field': 'कृपया प्रत्येक माहिती भरा',
  'Partner not found': 'भागीदार सापडला नाही',
  'Invalid status': 'स्थिती बरोबर नाही',
  'No offer has been made to this customer.': 'या ग्राहकाला अजून कोणतीही ऑफर दिलेली नाही.',
  'Verify your email address first.': 'आधी तुमचा ईमेल पत्ता पडताळा.',
  'This email address has not been verified.': 'हा ईमेल पत्ता पडताळलेला नाही.',
  'Your credit line is being closed. No withdrawals can be made now.':
    'तुमची क्रेडिट लाइन बंद केली जात आहे. आत्ता पैसे काढता येणार नाहीत.',
  'No account with this number. Log in with OTP to sign up.':
    'या नंबरवर कोणतेही खाते नाही. खाते तयार करण्यासाठी OTP ने लॉग इन करा.',
  'No dues certificate': 'बाकी नसल्याचा दाखला (no dues certificate)',
  'No credit line': 'क्रेडिट लाइन नाही',
  'There is no credit line.': 'कोणतीही क्रेडिट लाइन नाही.',
  'Your credit line is closed.': 'तुमची क्रेडिट लाइन बंद आहे.',
  'days must be 30, 90 or 365': 'दिवस 30, 90 किंवा 365 असावेत',
  'Too many wrong passwords. Try again in 15 minutes, or log in with a code sent to your phone.':
    'खूप वेळा चुकीचा पासवर्ड लिहिला गेला. 15 मिनिटांनी पुन्हा प्रयत्न करा, किंवा तुमच्या फोनवर पाठवलेल्या कोडने लॉग इन करा.',
  'This session has already ended.': 'हे सेशन आधीच संपले आहे.',
  'Log out to end the session you are using.': 'तुम्ही वापरत असलेले सेशन संपवण्यासाठी लॉग आउट करा.',
  'The password must have at least 8 characters.': 'पासवर्डमध्ये किमान 8 अक्षरे असावीत.',
  'The password must have at most 64 characters.': 'पासवर्डमध्ये जास्तीत जास्त 64 अक्षरे असू शकतात.',
  'The password must not contain your phone number.': 'पासवर्डमध्ये तुमचा फोन नंबर नसावा.',
  'The new password must differ from your current one.':
    'नवीन पासवर्ड तुमच्या सध्याच्या पासवर्डपेक्षा वेगळा असावा.',
  'This password is too common.': 'हा पासवर्ड खूपच सामान्य आहे.',
  // What went well.
  'OTP verified': 'OTP पडताळला गेला',
  'Registration successful': 'तुमचे खाते तयार झाले',
  'Profile synced successfully': 'प्रोफाइलची माहिती मिळाली',
  'CAS portfolio saved successfully': 'CAS पोर्टफोलिओ सेव्ह झाला',
  'Withdrawal successful': 'पैसे काढले गेले',
  'Repayment successful': 'परतफेड झाली',
  'Marked as read': 'वाचली म्हणून खूण केली',
  'All marked as read': 'सर्व सूचनांवर वाचल्या म्हणून खूण केली',
  Deleted: 'काढून टाकली',
  'Request received': 'विनंती मिळाली',
  'Email verified': 'ईमेल पडताळला गेला',
  'Email verified successfully': 'ईमेल पडताळला गेला',
  'Profile updated': 'प्रोफाइल अपडेट झाले',
  'OTP sent successfully': 'OTP पाठवला आहे',
  'PAN updated': 'PAN अपडेट झाला',
  'Bank details': 'बँक खात्याचा तपशील',
  'Bank details added successfully': 'बँक खात्याचा तपशील जोडला गेला',
  'Bank details updated successfully': 'बँक खात्याचा तपशील अपडेट झाला',
  'Application status updated': 'अर्जाची स्थिती अपडेट झाली',
  'Logged out successfully': 'लॉग आउट झाले',
  'Message received': 'तुमचा संदेश मिळाला',
  'Password changed. Other devices were signed out.': 'पासवर्ड बदलला. इतर डिव्हाइसवरून लॉग आउट केले आहे.',
  // The statement of account's descriptions.
  'Processing fee': 'प्रोसेसिंग शुल्क',
  'Processing fee waived': 'प्रोसेसिंग शुल्क माफ केले',
  'Penal charge: interest paid late': 'दंड शुल्क: व्याज उशिरा भरले',
  'Reversal of penal charge': 'दंड शुल्क रद्द केले',
  // The key facts: charges, what each is charged on, the benchmark; autopay's refusals.
  'Pledge or release fee': 'तारण ठेवण्याचे किंवा सोडवण्याचे शुल्क',
  'Bounce charge': 'डेबिट बाउन्स झाल्याचे शुल्क',
  'Annual renewal fee': 'वार्षिक नूतनीकरण शुल्क',
  'of the limit, once': 'कर्ज मर्यादेवर, एकदाच',
  'per request': 'प्रत्येक विनंतीवर',
  'per bounced debit': 'प्रत्येक बाउन्स झालेल्या डेबिटवर',
  'per year, at renewal': 'दर वर्षी, नूतनीकरणाच्या वेळी',
  'per month a shortfall or interest stays unpaid past its due date':
    'दर महिन्याला, जोपर्यंत मार्जिनमध्ये तूट राहते किंवा व्याज देय तारखेनंतरही भरलेले नसते',
  'repo rate': 'रेपो दर',
  'Autopay is already set up.': 'ऑटोपे आधीच सेट केलेले आहे.',
  'Choose UPI Autopay or eNACH.': 'UPI ऑटोपे किंवा eNACH निवडा.',
  // Notifications.
  'Welcome aboard': 'तुमचे स्वागत आहे',
  'Your account is ready. Check your eligibility to see how much you can borrow.':
    'तुमचे खाते तयार आहे. तुमची पात्रता तपासा आणि तुम्हाला किती कर्ज मिळू शकते ते पाहा.',
  'You have an offer': 'तुमच्यासाठी एक ऑफर आहे',
  'No offer this time': 'या वेळी ऑफर नाही',
  'Your portfolio does not qualify for a credit line right now. You can check again later.':
    'तुमचा पोर्टफोलिओ सध्या क्रेडिट लाइनसाठी पात्र नाही. तुम्ही नंतर पुन्हा तपासू शकता.',
  'Portfolio not found': 'पोर्टफोलिओ सापडला नाही',
  'We could not find mutual funds or shares in your name. Check that your PAN and phone number match your investments.':
    'तुमच्या नावावर कोणतेही म्युच्युअल फंड किंवा शेअर्स सापडले नाहीत. तुमचा PAN आणि मोबाइल नंबर तुमच्या गुंतवणुकीत नोंदलेलेच आहेत ना, ते तपासा.',
  'Withdrawal credited': 'काढलेले पैसे खात्यात जमा झाले',
  'Repayment received': 'परतफेड मिळाली',
  'Interest due soon': 'व्याज लवकरच भरायचे आहे',
  'Margin shortfall': 'मार्जिनमध्ये तूट',
  'Credit line closed': 'क्रेडिट लाइन बंद झाली',
  'Your credit line is closed and all your pledged units are released.':
    'तुमची क्रेडिट लाइन बंद झाली आहे आणि तुमची सर्व तारण ठेवलेली युनिट्स सोडवली आहेत.',
  'Units released': 'युनिट्स सोडवली',
  'Units pledged': 'युनिट्स तारण ठेवली',
  'Your password was changed': 'तुमचा पासवर्ड बदलला गेला',
  'Every other device was signed out. If you did not change it, contact us at once from Help and Support.':
    'इतर सर्व डिव्हाइसवरून लॉग आउट केले आहे. पासवर्ड तुम्ही बदलला नसेल, तर लगेच मदत पानावरून आमच्याशी संपर्क साधा.',
};

const MONTHS: Record<string, string> = {
  Jan: 'जानेवारी',
  Feb: 'फेब्रुवारी',
  Mar: 'मार्च',
  Apr: 'एप्रिल',
  May: 'मे',
  Jun: 'जून',
  Jul: 'जुलै',
  Aug: 'ऑगस्ट',
  Sep: 'सप्टेंबर',
  Oct: 'ऑक्टोबर',
  Nov: 'नोव्हेंबर',
  Dec: 'डिसेंबर',
};
/** '1 Dec 2026' or 'December 2026' (the server's dates, en-IN) in Marathi months. */
const marathiDate = (date: string) =>
  date.replace(/\b([A-Z][a-z]{2})[a-z]*\b/, (month, short: string) => MONTHS[short] ?? month);

/** '1,200 units of A, 10 units of B and …' as 'A ची 1,200 युनिट्स, B ची 10 युनिट्स आणि …'. */
function marathiUnits(list: string): string {
  const parts = [
    ...list.matchAll(/([\d,.]+) units of (.+?)(?=(?:, | and )[\d,.]+ units of |$)/g),
  ].map(([, units, scheme]) => `${scheme} ची ${units} युनिट्स`);
  if (parts.length < 2) return parts[0] ?? list;
  return `${parts.slice(0, -1).join(', ')} आणि ${parts.at(-1)}`;
}

const AMOUNT = '(₹[\\d,.]+)';
/** A day as the server writes it (en-IN): '1 Dec 2026', and September's four letters, '1 Sept 2026'. */
const DATE = '(\\d{1,2} [A-Z][a-z]{2,3} \\d{4})';
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [
    new RegExp(`^Repay ${AMOUNT} before closing your credit line$`),
    (amount) => `क्रेडिट लाइन बंद करण्यापूर्वी ${amount} परतफेड करा`,
  ],
  [/^OTP sent to (.+)$/, (to) => `${to} वर OTP पाठवला`],
  // What a phone code confirms (./code-summary.ts).
  [/^Release ([\d,.]+ units of .+)$/, (list) => `${marathiUnits(list)} सोडवा`],
  [/^Pledge ([\d,.]+ units of .+)$/, (list) => `${marathiUnits(list)} तारण ठेवा`],
  [
    /^Pay out to account ending (\d{4})(?: at (.+))?$/,
    (last4, bank) => `${bank ? `${bank} मधील ` : ''}${last4} ने संपणाऱ्या खात्यात पैसे पाठवा`,
  ],
  [/^Interest for ([A-Z][a-z]+ \d{4})$/, (month) => `${marathiDate(month)} चे व्याज`],
  [
    /^Interest for ([A-Z][a-z]+ \d{4}) to date$/,
    (month) => `${marathiDate(month)} चे आतापर्यंतचे व्याज`,
  ],
  [/^Withdrawal to (.+ XXXX\d{4})$/, (account) => `${account} खात्यात पैसे काढले`],
  [
    /^Your credit line began on (\d{1,2} [A-Z][a-z]{2,3} \d{4}): choose dates from then on\.$/,
    (day) => `तुमची क्रेडिट लाइन ${marathiDate(day)} रोजी सुरू झाली: त्या दिवसानंतरच्या तारखा निवडा.`,
  ],
  [
    /^You do not hold ([\d,.]+) units of (.+)$/,
    (units, scheme) => `तुमच्याकडे ${scheme} ची ${units} युनिट्स नाहीत`,
  ],
  [
    /^The application has already reached (\w+) and cannot go back\.$/,
    (status) => `अर्ज आधीच ${status} पर्यंत पोहोचला आहे आणि मागे जाऊ शकत नाही.`,
  ],
  [
    new RegExp(
      `^You are eligible for a credit line of ${AMOUNT} at ([\\d.]+)% a year\\. Verify your email to continue\\.$`,
    ),
    (amount, rate) =>
      `तुम्ही वार्षिक ${rate}% व्याजाने ${amount} च्या क्रेडिट लाइनसाठी पात्र आहात. पुढे जाण्यासाठी तुमचा ईमेल पडताळा.`,
  ],
  [
    /^(.+) is verified\. Statements and loan documents will be sent there\.$/,
    (email) => `${email} पडताळला गेला आहे. स्टेटमेंट आणि कर्जाचे दस्तऐवज याच पत्त्यावर पाठवले जातील.`,
  ],
  [
    new RegExp(`^${AMOUNT} was sent to your (.+) account ending (\\d{4})\\.$`),
    (amount, bank, last4) => `${amount} तुमच्या ${bank} खात्यात (शेवटचे अंक ${last4}) पाठवले आहेत.`,
  ],
  [
    new RegExp(`^We received your repayment of ${AMOUNT}\\. Thank you\\.$`),
    (amount) => `तुमची ${amount} ची परतफेड आम्हाला मिळाली आहे. धन्यवाद.`,
  ],
  [
    new RegExp(
      `^Interest of ${AMOUNT} is due on ${DATE}\\. Pay on time to avoid penal charges\\.$`,
    ),
    (amount, date) =>
      `${amount} व्याज ${marathiDate(date)} रोजी भरायचे आहे. दंड शुल्क टाळण्यासाठी वेळेवर भरा.`,
  ],
  [
    new RegExp(
      `^Your loan is ${AMOUNT} above your drawing power\\. Repay or pledge more(?: by ${DATE})?, or the lender may sell pledged units\\.$`,
    ),
    (amount, date) =>
      `तुमचे कर्ज तुमच्या ड्रॉइंग पॉवरपेक्षा ${amount} जास्त आहे. ${date ? `${marathiDate(date)} पर्यंत ` : ''}परतफेड करा किंवा आणखी तारण ठेवा, नाहीतर कर्जदाता तुमची तारण ठेवलेली युनिट्स विकू शकतो.`,
  ],
  [
    /^(.+) are released from the pledge\.$/,
    (units) => `${marathiUnits(units)} तारणातून सोडवली आहेत.`,
  ],
  [
    /^(.+) are pledged to your credit line\.$/,
    (units) => `${marathiUnits(units)} तुमच्या क्रेडिट लाइनसाठी तारण ठेवली आहेत.`,
  ],
];

/** The demo server's English text in Marathi; a text it does not know (a name) as it is. */
export function words(english: string): string {
  const known = EXACT[english];
  if (known) return known;
  for (const [pattern, marathi] of PATTERNS) {
    const found = pattern.exec(english);
    if (found) return marathi(...found.slice(1));
  }
  return english;
}
