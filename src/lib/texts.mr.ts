import type { LibTexts } from './texts';

export const mr: LibTexts = {
  somethingWentWrong: 'काहीतरी चुकले',
  offline: 'तुम्ही ऑफलाइन आहात असे दिसते. तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  phoneLength: 'मोबाइल नंबर 10 अंकी असावा',
  phoneFormat: 'मोबाइल नंबर बरोबर नाही',
  creditLineOffer: 'म्युच्युअल फंडांवर क्रेडिट लाइन',
  personalLoan: 'पर्सनल लोन',
  creditCard: 'क्रेडिट कार्ड',
};
