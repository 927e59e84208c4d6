/** The privacy policy, section by section. */
export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Optional bullet points after the paragraphs. */
  points?: string[];
}

export const PRIVACY_LAST_UPDATED = 'April 5, 2025';

/**
 * The eight sections of the policy.
 *
 * @param supportEmail where privacy requests go (the support_email setting).
 * @returns the sections in reading order.
 */
export function privacySections(supportEmail: string): PrivacySection[] {
  return [
    {
      id: 'information-we-collect',
      title: '1. Information we collect',
      paragraphs: ['We collect only what we need to run your account and deliver signals:'],
      points: [
        'Account details: your username, e-mail address and, if you add one, your phone number.',
        'Payment details: the transaction IDs, amounts and networks of the payments you submit. We never receive your card number or your wallet’s private keys.',
        'Wallets you save under Payment Methods: their names, addresses and networks.',
        'Support conversations: the tickets and messages you send us.',
        'Technical data: your IP address, browser type and the times you sign in, used to keep your account secure.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: '2. How we use your information',
      paragraphs: [
        'We use your information to provide the service: to show you signals, verify your payments and manage your subscription, send the notifications you chose (in the app, by e-mail and, for Premium members, by SMS), answer your support requests, and protect your account against misuse.',
        'We do not use your information for advertising, and we do not build profiles of you for third parties.',
      ],
    },
    {
      id: 'cookies',
      title: '3. Cookies and local storage',
      paragraphs: [
        'We use one session cookie to keep you signed in. Your browser’s local storage remembers your theme and whether you have seen the beta notice. We use no advertising or cross-site tracking cookies.',
      ],
    },
    {
      id: 'sharing',
      title: '4. Sharing your information',
      paragraphs: [
        'We do not sell your personal information. We share it only with providers that help us run the service (hosting, e-mail and SMS delivery), each only as far as its task requires, or when the law obliges us to.',
      ],
    },
    {
      id: 'security',
      title: '5. Data security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes. You can protect your account with two-factor authentication, and changing your password signs out every other device. Data travels over encrypted connections.',
        'No system is perfectly secure; if we learn of a breach that affects you, we will tell you without undue delay.',
      ],
    },
    {
      id: 'retention',
      title: '6. Data retention',
      paragraphs: [
        'We keep your account data while your account is open. Payment records are kept as long as accounting rules require. When your account is closed, we delete or anonymise the rest of your personal data.',
      ],
    },
    {
      id: 'your-rights',
      title: '7. Your rights',
      paragraphs: ['You can at any time:'],
      points: [
        'See and correct your details in Profile Settings.',
        'Choose or stop e-mail and SMS notifications in Notification Settings.',
        'Ask for a copy of your data, or for your account and data to be deleted, by contacting support.',
      ],
    },
    {
      id: 'contact',
      title: '8. Contact us',
      paragraphs: [
        `For any question about this policy or your data, write to ${supportEmail} or open a support ticket. If we change this policy in a way that matters, we will tell you in the app before the change takes effect.`,
      ],
    },
  ];
}
