import { Button, Flex, Text, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState } from 'react';

interface InlineConfirmProps {
  /** The button that asks: its words, and its accessible name when they need more. */
  label: string;
  ariaLabel?: string;
  question: string;
  confirmLabel: string;
  keepLabel: string;
  /** The confirmed action is under way: its button shows it, and the question stays. */
  busy: boolean;
  colorPalette?: ButtonProps['colorPalette'];
  onConfirm: () => void;
}

/**
 * A small action that asks first, in place (deleting one's review, reporting one): the question
 * with its two answers takes the button's place and the focus goes to the safe answer; keeping
 * gives the focus back to the button.
 */
export function InlineConfirm({
  label,
  ariaLabel,
  question,
  confirmLabel,
  keepLabel,
  busy,
  colorPalette,
  onConfirm,
}: InlineConfirmProps) {
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const move = (to: typeof askRef, next: boolean) => {
    setAsking(next);
    requestAnimationFrame(() => to.current?.focus());
  };
  if (!asking) {
    return (
      <Button
        ref={askRef}
        size="sm"
        variant="ghost"
        colorPalette={colorPalette}
        aria-label={ariaLabel}
        onClick={() => move(keepRef, true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Flex role="group" aria-label={question} align="center" gap="2" wrap="wrap">
      <Text as="span" textStyle="sm">
        {question}
      </Text>
      <Button size="sm" colorPalette="red" loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button
        ref={keepRef}
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => move(askRef, false)}
      >
        {keepLabel}
      </Button>
    </Flex>
  );
}
