import type { ReactNode } from 'react';
import type { CreditLineTexts } from './texts';

export const mr: CreditLineTexts = {
  title: 'पैसे काढा किंवा परतफेड करा',
  tryLater: (contact: ReactNode): ReactNode[] => ['थोड्या वेळाने पुन्हा प्रयत्न करा किंवा ', contact, '.'],
  contactTeam: 'आमच्या टीमशी संपर्क साधा',
  somethingWentWrong: 'काहीतरी चुकले',
  pleaseWait: 'कृपया थोडा वेळ थांबा…',
  failedToStart: 'पैसे काढण्याची किंवा परतफेडीची सुविधा आत्ता उघडली नाही. पुन्हा प्रयत्न करा.',
  interest: 'व्याज',
  closingTitle: 'तुमची क्रेडिट लाइन बंद होत आहे',
  closingBody: 'इथे तुम्ही बाकी रकमेची परतफेड करू शकता. लाइन बंद होईपर्यंत पैसे काढता येणार नाहीत.',
  closedTitle: 'तुमची क्रेडिट लाइन बंद झाली आहे',
  closedBody: (loan: ReactNode): ReactNode[] => [
    'आता काहीही काढायचे नाही, परतफेडही नाही. तुमचे दस्तऐवज आणि स्टेटमेंट ',
    loan,
    ' या पानावर राहतील.',
  ],
  myLoan: 'माझे कर्ज',
};
