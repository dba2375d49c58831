/** What a part of a page says while what it shows loads from the shop's server, or has failed to. */
export const loadText = {
  offline: 'We could not reach the shop. Check your connection and try again.',
  unavailable: 'The shop cannot answer right now. Please try again in a minute.',
  retry: 'Try again',
} as const;
