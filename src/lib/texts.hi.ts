import type { LibTexts } from './texts';

export const hi: LibTexts = {
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  offline: 'लगता है आप ऑफ़लाइन हैं। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  phoneLength: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  phoneFormat: 'मोबाइल नंबर सही नहीं है',
  creditLineOffer: 'म्यूचुअल फ़ंड पर क्रेडिट लाइन',
  personalLoan: 'पर्सनल लोन',
  creditCard: 'क्रेडिट कार्ड',
};
