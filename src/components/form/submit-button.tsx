import { Button, type ButtonProps } from '@chakra-ui/react';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading' | 'loadingText'> {
  /** The form is being sent: the button shows `busyText` with a spinner and cannot be pressed. */
  busy: boolean;
  busyText: string;
}

/** A form's main button: it shows progress, and cannot be pressed, while the form is sent. */
export function SubmitButton({ busy, busyText, ...buttonProps }: SubmitButtonProps) {
  return <Button type="submit" size="lg" loading={busy} loadingText={busyText} {...buttonProps} />;
}
