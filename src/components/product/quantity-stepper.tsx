import { Box, chakra, Group, IconButton, Text, useRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { QuantityLimit } from '#shop-api/cart-rules.ts';
import { quantityText } from '#src/content/quantity.ts';
import { MinusIcon, PlusIcon } from '#src/components/ui/page-icons.tsx';

interface QuantityStepperProps {
  quantity: number;
  /** The most the caller's machine allows, min(10, stock): named by the note on a passed limit. */
  max: number;
  /** The limit the caller's machine found the last typed value went past: the note says which. */
  limitPassed: QuantityLimit | undefined;
  /** What the quantity is of, for the accessible names: 'Galaxy Tab S9'. */
  itemName: string;
  canIncrement: boolean;
  canDecrement: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  /** A typed value, when the shopper leaves the field or presses Enter. */
  onSet: (quantity: number) => void;
  size?: 'sm' | 'md';
}

// The controls' recipe size: touch targets of 40px at least, 44px at the larger size.
const controlSize = { sm: 'md', md: 'lg' } as const;

// What was typed: digits, and a leading minus, so that '-3' is not read as 3.
const typedNumber = (value: string) => value.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');

/**
 * Minus, the quantity and plus, attached. The caller's machine decides what the buttons can do,
 * brings a typed value within bounds and tells which limit it went past; the field shows the
 * caller's quantity again after, and the note under it says why it changed.
 */
export function QuantityStepper({
  quantity,
  max,
  limitPassed,
  itemName,
  canIncrement,
  canDecrement,
  onIncrement,
  onDecrement,
  onSet,
  size = 'md',
}: QuantityStepperProps) {
  // Chakra's <Input> brings Ark's field machinery into the first load; the recipe alone is enough.
  const inputStyles = useRecipe({ key: 'input' })({ size: controlSize[size] });
  // What the shopper is typing, until it is committed; null shows the quantity itself.
  const [draft, setDraft] = useState<string | null>(null);
  const noteId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  // A step to a bound disables the button just pressed, and the browser would then drop the
  // focus to the page: the quantity, which the shopper is changing, takes it instead.
  useEffect(() => {
    const focused = document.activeElement;
    if (
      focused instanceof HTMLButtonElement &&
      focused.disabled &&
      groupRef.current?.contains(focused)
    ) {
      fieldRef.current?.focus();
    }
  }, [canDecrement, canIncrement]);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (Number.isFinite(typed)) onSet(typed);
  };
  const stepButton = (label: string, enabled: boolean, change: () => void, icon: ReactNode) => (
    <IconButton
      aria-label={label}
      variant="outline"
      size={controlSize[size]}
      disabled={!enabled}
      onClick={change}
    >
      {icon}
    </IconButton>
  );

  return (
    // Never narrowed by the row it sits in: its buttons are touch targets of a fixed size.
    <Box display="inline-flex" flexDirection="column" flexShrink={0}>
      <Group attached ref={groupRef}>
        {stepButton(quantityText.decrease(itemName), canDecrement, onDecrement, <MinusIcon />)}
        <chakra.input
          ref={fieldRef}
          css={inputStyles}
          type="text"
          inputMode="numeric"
          pattern="-?[0-9]*"
          autoComplete="off"
          aria-label={quantityText.field(itemName)}
          aria-describedby={limitPassed && noteId}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(typedNumber(event.target.value))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter sets the quantity; it does not also submit a form around the stepper.
            event.preventDefault();
            commit();
          }}
          // Narrow paddings: four digits being typed, or the 10 that ends up, are seen whole.
          w={size === 'md' ? '14' : '12'}
          px="1"
          textAlign="center"
        />
        {stepButton(quantityText.increase(itemName), canIncrement, onIncrement, <PlusIcon />)}
      </Group>
      {/* Always there, so a screen reader hears what is put in it. As wide as the buttons and
          field (w 0, min-width 100%): a long note wraps instead of widening a table's column. */}
      <Text
        id={noteId}
        role="status"
        w="0"
        minW="full"
        mt={limitPassed && '1.5'}
        textStyle="sm"
        color="fg"
      >
        {limitPassed && quantityText.limitPassed(limitPassed, max)}
      </Text>
    </Box>
  );
}
