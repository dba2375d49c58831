// The texts of the information pages that are not page content (that is in content/pages/*.md).

export const storeText = {
  hours: 'Opening hours',
  phone: 'Phone',
} as const;

export const contactText = {
  reachUs: 'Call or write to us',
  phone: 'Phone',
  email: 'E-mail',
  formTitle: 'Send us a message',
  labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  submit: 'Send message',
  sending: 'Sending...',
  sentTitle: 'Thank you for your message',
  received: 'We have it, and a short note saying so is on its way to your inbox.',
  sentBody: 'For anything urgent, call us on',
  failedTitle: 'Your message was not sent',
  failedBody: 'What you wrote is still in the form.',
  stores: 'Our stores',
} as const;

export const trackingText = {
  formTitle: 'Track your order',
  labels: { orderNumber: 'Order number', email: 'Email' },
  orderNumberHelp: 'As on your order confirmation, for example VB-4820193756.',
  orderNumberFormat:
    'Order number must look like VB-4820193756: VB- followed by 10 digits (6 for older orders)',
  emailHelp: 'The e-mail you used for the order.',
  submit: 'Track order',
  searching: 'Looking up your order...',
  notFoundTitle: (orderNumber: string) => `No order found for ${orderNumber}`,
  notFoundBody:
    'We could not find an online order with this number and e-mail. Check both against your order confirmation.',
  inStore: 'For an order placed in one of our stores, call us on',
  failedTitle: 'We could not look up your order',
  failedBody: 'Please try again.',
} as const;
