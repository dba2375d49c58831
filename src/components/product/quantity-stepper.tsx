import { chakra, Group, IconButton, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { MinusIcon, PlusIcon } from '../ui/page-icons';

interface QuantityStepperProps {
  quantity: number;
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

/**
 * Minus, the quantity and plus, attached. The caller's machine decides what the buttons can do
 * and brings a typed value within bounds; the field shows the caller's quantity again after.
 */
export function QuantityStepper({
  quantity,
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

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (Number.isFinite(typed)) onSet(typed);
  };

  return (
    <Group attached>
      <IconButton
        aria-label={`Decrease quantity of ${itemName}`}
        variant="outline"
        size={controlSize[size]}
        disabled={!canDecrement}
        onClick={onDecrement}
      >
        <MinusIcon />
      </IconButton>
      <chakra.input
        css={inputStyles}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={`Quantity of ${itemName}`}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter sets the quantity; it does not also submit a form around the stepper.
          event.preventDefault();
          commit();
        }}
        w={size === 'md' ? '14' : '10'}
        textAlign="center"
      />
      <IconButton
        aria-label={`Increase quantity of ${itemName}`}
        variant="outline"
        size={controlSize[size]}
        disabled={!canIncrement}
        onClick={onIncrement}
      >
        <PlusIcon />
      </IconButton>
    </Group>
  );
}
