// The form fields' messages; they load with the forms, not the shell.

/** Validation messages, one per rule a field can fail. */
export const validationText = {
  defaultLabel: 'Field',
  required: (label: string) => `${label} is required`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters`,
  maxLength: (label: string, n: number) => `${label} must be less than ${n} characters`,
  email: 'Invalid email format',
  acceptTerms: 'You must accept the terms and conditions',
} as const;
