export type NotificationType = 'success' | 'info' | 'warning';

export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  time: string;
  read: boolean;
};

/** The spec's 4 hard-coded sample items: the list is not loaded from a server. */
export const SAMPLE_NOTIFICATIONS: readonly Notification[] = [
  {
    id: 'n1',
    type: 'success',
    title: 'Welcome aboard',
    message: 'Your account is ready. Check how much you can borrow against your funds.',
    time: 'Just now',
    read: false,
  },
  {
    id: 'n2',
    type: 'info',
    title: 'Rates from 10.25% p.a.',
    message: 'Borrow against mutual funds and stocks with zero pre-closure charges.',
    time: '2 hours ago',
    read: false,
  },
  {
    id: 'n3',
    type: 'warning',
    title: 'Verify your email',
    message: 'A verified email is needed before you can draw money on your credit line.',
    time: 'Yesterday',
    read: false,
  },
  {
    id: 'n4',
    type: 'info',
    title: 'Disbursal in 10 minutes',
    message: 'Once your credit line is set up, withdrawals reach your bank account in minutes.',
    time: '3 days ago',
    read: true,
  },
];
